import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { raisedComplaintSchema, raiseComplaintSchema } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../plugins/access.ts';
import { consultationParams } from '../../http/params.ts';
import { routeOptions } from '../../http/route-options.ts';
import { raiseComplaint } from './complaints.service.ts';

/**
 * The user's complaint on a completed case ("query" in the spec's path and payload); the admin's
 * side of it is complaints-admin.routes.ts, registered in the admin scope.
 */
export function registerComplaintRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['consultations'];

  api.post(
    '/api/consultations/:id/query',
    routeOptions({
      access: 'user',
      tags,
      params: consultationParams,
      body: raiseComplaintSchema,
      created: raisedComplaintSchema,
    }),
    async (request, reply) => {
      const viewer = signedIn(request);
      const raised = await raiseComplaint(ctx, viewer, request.params.id, request.body.reason);
      return reply.status(201).send(raised);
    },
  );
}
