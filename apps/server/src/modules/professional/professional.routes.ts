import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consultationSchema,
  offerSchema,
  keysetPageQuerySchema,
  pageQuerySchema,
  pageSchemaOf,
  professionalOfferListQuerySchema,
  professionalStatsSchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../plugins/access.ts';
import {
  listAcceptedConsultations,
  listAvailableConsultations,
  listCompletedConsultations,
  listOwnOffers,
  listPendingActions,
  professionalStats,
} from './professional.service.ts';
import { routeOptions } from '../../http/route-options.ts';

const consultationPage = pageSchemaOf(consultationSchema);

/** The professional dashboard and completed cases page; approved professionals only. */
export function registerProfessionalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['professional'];
  const consultationList = {
    config: { access: 'approved-professional' as const },
    schema: { tags, querystring: keysetPageQuerySchema, response: { 200: consultationPage } },
  };

  api.get('/api/professional/available-consultations', consultationList, async (request) =>
    listAvailableConsultations(ctx, signedIn(request), request.query),
  );

  api.get(
    '/api/professional/offers',
    routeOptions({
      access: 'approved-professional',
      tags,
      query: professionalOfferListQuerySchema,
      answer: pageSchemaOf(offerSchema),
    }),
    async (request) => listOwnOffers(ctx, signedIn(request), request.query),
  );

  api.get('/api/consultations/accepted', consultationList, async (request) =>
    listAcceptedConsultations(ctx, signedIn(request), request.query),
  );

  api.get('/api/professional/pending-actions', consultationList, async (request) =>
    listPendingActions(ctx, signedIn(request), request.query),
  );

  // Ordered by closing time, which a (created_at, id) cursor cannot follow: paged by number.
  const completedList = {
    ...consultationList,
    schema: { ...consultationList.schema, querystring: pageQuerySchema },
  };
  api.get('/api/professional/completed-consultations', completedList, async (request) =>
    listCompletedConsultations(ctx, signedIn(request), request.query),
  );

  api.get(
    '/api/professional/stats',
    routeOptions({ access: 'approved-professional', tags, answer: professionalStatsSchema }),
    async (request) => professionalStats(ctx, signedIn(request)),
  );
}
