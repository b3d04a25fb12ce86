import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  caseTimelineSchema,
  consultationListQuerySchema,
  consultationSchema,
  consultationWithOffersSchema,
  createConsultationSchema,
  keysetPageQuerySchema,
  offerSchema,
  pageSchemaOf,
  updateConsultationSchema,
  userStatsSchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../plugins/access.ts';
import { attachDocuments, checkCanAttachDocuments } from './consultation-documents.ts';
import { consultationParams } from '../../http/params.ts';
import { routeOptions } from '../../http/route-options.ts';
import { caseTimeline } from './case-timeline.ts';
import {
  getConsultation,
  listCaseOffers,
  listConsultationsWithOffers,
  listOwnConsultations,
  userStats,
} from './consultation-queries.ts';
import {
  createConsultation,
  deleteConsultation,
  updateConsultation,
} from './consultations.service.ts';
import { readDocumentUploads } from './document-upload.ts';

/**
 * A user's requests: post, list (own, paginated, by dashboard tab), read, edit, delete, add
 * documents, and the dashboard's tab counts. Who may do what is the consultation policy's call.
 * Raising a complaint is the complaints module's route (complaints.routes.ts).
 */
export function registerConsultationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['consultations'];

  api.post(
    '/api/consultations',
    routeOptions({
      access: ['user'],
      tags,
      body: createConsultationSchema,
      created: consultationSchema,
    }),
    async (request, reply) => {
      const viewer = signedIn(request);
      return reply.status(201).send(await createConsultation(ctx, viewer, request.body));
    },
  );

  api.get(
    '/api/consultations',
    routeOptions({
      access: 'user',
      tags,
      query: consultationListQuerySchema,
      answer: pageSchemaOf(consultationSchema),
    }),
    async (request) => listOwnConsultations(ctx, signedIn(request), request.query),
  );

  api.get(
    '/api/consultations/with-offers',
    routeOptions({
      access: 'user',
      tags,
      query: keysetPageQuerySchema,
      answer: pageSchemaOf(consultationWithOffersSchema),
    }),
    async (request) => listConsultationsWithOffers(ctx, signedIn(request), request.query),
  );

  api.get(
    '/api/consultations/:id',
    routeOptions({ access: 'user', tags, params: consultationParams, answer: consultationSchema }),
    async (request) => getConsultation(ctx, signedIn(request), request.params.id),
  );

  api.get(
    '/api/consultations/:id/offers',
    routeOptions({
      access: 'user',
      tags,
      params: consultationParams,
      answer: z.array(offerSchema),
    }),
    async (request) => listCaseOffers(ctx, signedIn(request), request.params.id),
  );

  api.get(
    '/api/consultations/:id/timeline',
    routeOptions({ access: 'user', tags, params: consultationParams, answer: caseTimelineSchema }),
    async (request) => caseTimeline(ctx, signedIn(request), request.params.id),
  );

  api.put(
    '/api/consultations/:id',
    routeOptions({
      access: 'user',
      tags,
      params: consultationParams,
      body: updateConsultationSchema,
      answer: consultationSchema,
    }),
    async (request) => updateConsultation(ctx, signedIn(request), request.params.id, request.body),
  );

  api.delete(
    '/api/consultations/:id',
    routeOptions({ access: 'user', tags, params: consultationParams }),
    async (request, reply) => {
      await deleteConsultation(ctx, signedIn(request), request.params.id);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/consultations/:id/documents',
    routeOptions({ access: 'user', tags, params: consultationParams, answer: consultationSchema }),
    async (request) => {
      const viewer = signedIn(request);
      await checkCanAttachDocuments(ctx, viewer, request.params.id);
      const uploads = await readDocumentUploads(request);
      return attachDocuments(ctx, viewer, request.params.id, uploads);
    },
  );

  api.get(
    '/api/stats/user',
    routeOptions({ access: 'user', tags, answer: userStatsSchema }),
    async (request) => userStats(ctx, signedIn(request)),
  );
}
