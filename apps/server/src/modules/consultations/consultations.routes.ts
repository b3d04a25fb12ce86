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
    {
      config: { access: ['user'] },
      schema: { tags, body: createConsultationSchema, response: { 201: consultationSchema } },
    },
    async (request, reply) => {
      const viewer = signedIn(request);
      return reply.status(201).send(await createConsultation(ctx, viewer, request.body));
    },
  );

  api.get(
    '/api/consultations',
    {
      config: { access: 'user' },
      schema: {
        tags,
        querystring: consultationListQuerySchema,
        response: { 200: pageSchemaOf(consultationSchema) },
      },
    },
    async (request) => listOwnConsultations(ctx, signedIn(request), request.query),
  );

  api.get(
    '/api/consultations/with-offers',
    {
      config: { access: 'user' },
      schema: {
        tags,
        querystring: keysetPageQuerySchema,
        response: { 200: pageSchemaOf(consultationWithOffersSchema) },
      },
    },
    async (request) => listConsultationsWithOffers(ctx, signedIn(request), request.query),
  );

  api.get(
    '/api/consultations/:id',
    {
      config: { access: 'user' },
      schema: { tags, params: consultationParams, response: { 200: consultationSchema } },
    },
    async (request) => getConsultation(ctx, signedIn(request), request.params.id),
  );

  api.get(
    '/api/consultations/:id/offers',
    {
      config: { access: 'user' },
      schema: { tags, params: consultationParams, response: { 200: z.array(offerSchema) } },
    },
    async (request) => listCaseOffers(ctx, signedIn(request), request.params.id),
  );

  api.get(
    '/api/consultations/:id/timeline',
    {
      config: { access: 'user' },
      schema: { tags, params: consultationParams, response: { 200: caseTimelineSchema } },
    },
    async (request) => caseTimeline(ctx, signedIn(request), request.params.id),
  );

  api.put(
    '/api/consultations/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: consultationParams,
        body: updateConsultationSchema,
        response: { 200: consultationSchema },
      },
    },
    async (request) => updateConsultation(ctx, signedIn(request), request.params.id, request.body),
  );

  api.delete(
    '/api/consultations/:id',
    { config: { access: 'user' }, schema: { tags, params: consultationParams } },
    async (request, reply) => {
      await deleteConsultation(ctx, signedIn(request), request.params.id);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/consultations/:id/documents',
    {
      config: { access: 'user' },
      schema: { tags, params: consultationParams, response: { 200: consultationSchema } },
    },
    async (request) => {
      const viewer = signedIn(request);
      await checkCanAttachDocuments(ctx, viewer, request.params.id);
      const uploads = await readDocumentUploads(request);
      return attachDocuments(ctx, viewer, request.params.id, uploads);
    },
  );

  api.get(
    '/api/stats/user',
    { config: { access: 'user' }, schema: { tags, response: { 200: userStatsSchema } } },
    async (request) => userStats(ctx, signedIn(request)),
  );
}
