import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminConsultationSchema,
  availableProfessionalQuerySchema,
  availableProfessionalSchema,
  consultationQuerySchema,
  keysetPageQuerySchema,
  pageSchemaOf,
  raiseQuerySchema,
  rerouteSchema,
  resolveQueryResultSchema,
  resolveQuerySchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../plugins/access.ts';
import { consultationParams } from '../../http/params.ts';
import { withIdempotency } from '../../http/idempotency.ts';
import {
  availableProfessionals,
  listOpenQueries,
  raiseQuery,
  rerouteConsultation,
  resolveQuery,
} from './queries.service.ts';

/** A user's query on a completed case; the admin's side is registerQueryAdminRoutes. */
export function registerQueryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/consultations/:id/query',
    {
      config: { access: 'user' },
      schema: {
        tags: ['consultations'],
        params: consultationParams,
        body: raiseQuerySchema,
        response: { 201: consultationQuerySchema },
      },
    },
    async (request, reply) => {
      const viewer = signedIn(request);
      const raised = await raiseQuery(ctx, viewer, request.params.id, request.body.reason);
      return reply.status(201).send(raised);
    },
  );
}

/** The admin's queue of queries, resolve and reroute: registered in the admin scope. */
export function registerQueryAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/consultations/queries',
    {
      schema: {
        tags,
        querystring: keysetPageQuerySchema,
        response: { 200: pageSchemaOf(adminConsultationSchema) },
      },
    },
    async (request) => {
      return listOpenQueries(ctx.db, request.query);
    },
  );

  api.get(
    '/api/admin/professionals/available',
    {
      schema: {
        tags,
        querystring: availableProfessionalQuerySchema,
        response: { 200: z.array(availableProfessionalSchema) },
      },
    },
    async (request) => {
      return availableProfessionals(ctx.db, request.query);
    },
  );

  api.post(
    '/api/admin/consultations/:id/resolve-query',
    {
      schema: {
        tags,
        params: consultationParams,
        body: resolveQuerySchema,
        response: { 200: resolveQueryResultSchema },
      },
    },
    // A resolution may carry a refund: a retried click must not resolve (and refund) twice.
    async (request, reply) => {
      const admin = signedIn(request);
      return withIdempotency(ctx, request, reply, admin.id, async () => ({
        status: 200,
        body: await resolveQuery(ctx, admin.id, request.params.id, request.body),
      }));
    },
  );

  api.post(
    '/api/admin/consultations/:id/reroute',
    {
      schema: {
        tags,
        params: consultationParams,
        body: rerouteSchema,
        response: { 200: adminConsultationSchema },
      },
    },
    async (request) => {
      const admin = signedIn(request);
      return rerouteConsultation(ctx, admin.id, request.params.id, request.body);
    },
  );
}
