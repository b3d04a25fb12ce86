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
import { routeOptions } from '../../http/route-options.ts';
import { chatTranscript } from './admin-chat-transcript.ts';
import { listAdminConsultations } from './admin-consultation-list.ts';
import { viewAdminConsultation } from './admin-consultation-view.ts';

/** Every consultation as admins see it and its chat (view and download); reopen decisions are in case-closing. */
export function registerConsultationsAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/all-consultations',
    routeOptions({
      tags,
      query: adminConsultationQuerySchema,
      answer: pageSchemaOf(adminConsultationSchema),
    }),
    async (request) => {
      return listAdminConsultations(ctx, request.query);
    },
  );

  api.get(
    '/api/admin/consultations/:id/view',
    routeOptions({ tags, params: consultationParams, answer: adminConsultationDetailSchema }),
    async (request) => {
      return viewAdminConsultation(ctx.db, request.params.id);
    },
  );

  api.get(
    '/api/admin/consultations/:id/download-chat',
    routeOptions({ tags, params: consultationParams }),
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
