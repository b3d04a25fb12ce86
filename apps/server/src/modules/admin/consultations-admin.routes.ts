import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminConsultationDetailSchema,
  adminConsultationQuerySchema,
  adminConsultationSchema,
  pageSchemaOf,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { consultationParams } from '../../http/params.ts';
import { chatTranscript } from './admin-chat-transcript.ts';
import { listAdminConsultations } from './admin-consultation-list.ts';
import { viewAdminConsultation } from './admin-consultation-view.ts';

/** Every consultation as admins see it and its chat (view and download); reopen decisions are in case-closing. */
export function registerConsultationsAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/all-consultations',
    {
      schema: {
        tags,
        querystring: adminConsultationQuerySchema,
        response: { 200: pageSchemaOf(adminConsultationSchema) },
      },
    },
    async (request) => {
      return listAdminConsultations(ctx, request.query);
    },
  );

  api.get(
    '/api/admin/consultations/:id/view',
    {
      schema: {
        tags,
        params: consultationParams,
        response: { 200: adminConsultationDetailSchema },
      },
    },
    async (request) => {
      return viewAdminConsultation(ctx.db, request.params.id);
    },
  );

  api.get(
    '/api/admin/consultations/:id/download-chat',
    { schema: { tags, params: consultationParams } },
    async (request, reply) => {
      const { fileName, text } = await chatTranscript(ctx, request.params.id);
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(text);
    },
  );
}
