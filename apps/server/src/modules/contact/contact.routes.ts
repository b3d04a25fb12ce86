import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessageResponseSchema, contactMessageSchema } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { sendContactMessage } from './contact.service.ts';
import { routeOptions } from '../../http/route-options.ts';

/** POST /api/contact: the Contact page's message form. */
export function registerContactRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    routeOptions({
      access: 'public',
      // A public form that sends mail: keep it from being used to flood the support inbox.
      rateLimit: { max: 5, timeWindow: '10 minutes' },
      tags: ['contact'],
      body: contactMessageSchema,
      answer: contactMessageResponseSchema,
    }),
    async (request) => {
      await sendContactMessage(ctx, request.body);
      return { success: true as const, message: 'Message sent successfully' };
    },
  );
}
