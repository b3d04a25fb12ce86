import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consultationSchema,
  offerSchema,
  pageQuerySchema,
  pageSchemaOf,
  professionalOfferListQuerySchema,
  professionalStatsSchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { requireApprovedProfessional } from '../../policies/professional-guard.ts';
import {
  listAcceptedConsultations,
  listAvailableConsultations,
  listCompletedConsultations,
  listOwnOffers,
  listPendingActions,
  professionalStats,
} from './professional.service.ts';

const consultationPage = pageSchemaOf(consultationSchema);

/** The professional dashboard and completed cases page; approved professionals only. */
export function registerProfessionalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['professional'];
  const consultationList = {
    schema: { tags, querystring: pageQuerySchema, response: { 200: consultationPage } },
  };

  api.get('/api/professional/available-consultations', consultationList, async (request) =>
    listAvailableConsultations(ctx, await requireApprovedProfessional(request), request.query),
  );

  api.get(
    '/api/professional/offers',
    {
      schema: {
        tags,
        querystring: professionalOfferListQuerySchema,
        response: { 200: pageSchemaOf(offerSchema) },
      },
    },
    async (request) =>
      listOwnOffers(ctx, await requireApprovedProfessional(request), request.query),
  );

  api.get('/api/consultations/accepted', consultationList, async (request) =>
    listAcceptedConsultations(ctx, await requireApprovedProfessional(request), request.query),
  );

  api.get('/api/professional/pending-actions', consultationList, async (request) =>
    listPendingActions(ctx, await requireApprovedProfessional(request), request.query),
  );

  api.get('/api/professional/completed-consultations', consultationList, async (request) =>
    listCompletedConsultations(ctx, await requireApprovedProfessional(request), request.query),
  );

  api.get(
    '/api/professional/stats',
    { schema: { tags, response: { 200: professionalStatsSchema } } },
    async (request) => professionalStats(ctx, await requireApprovedProfessional(request)),
  );
}
