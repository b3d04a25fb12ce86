import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessageResponseSchema, contactMessageSchema } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { sendContactMessage } from './contact.service.ts';

/** POST /api/contact: the Contact page's message form. */
export function registerContactRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        body: contactMessageSchema,
        response: { 200: contactMessageResponseSchema },
      },
      // A public form that sends mail: keep it from being used to flood the support inbox.
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request) => {
      await sendContactMessage(ctx, request.body);
      return { success: true as const, message: 'Message sent successfully' };
    },
  );
}
