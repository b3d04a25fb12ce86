import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminConsultationSchema,
  availableProfessionalQuerySchema,
  availableProfessionalSchema,
  keysetPageQuerySchema,
  pageSchemaOf,
  rerouteSchema,
  resolveComplaintResultSchema,
  resolveComplaintSchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../plugins/access.ts';
import { consultationParams } from '../../http/params.ts';
import { withIdempotency } from '../../http/idempotency.ts';
import { routeOptions } from '../../http/route-options.ts';
import {
  availableProfessionals,
  listOpenComplaints,
  rerouteConsultation,
  resolveComplaint,
} from './complaints.service.ts';

/**
 * The admin's side of complaints ("queries" in the spec's paths): the queue of open ones, resolve
 * (optionally with a refund) and reroute to another professional. Registered in the admin scope
 * (src/admin-routes.ts); the user raises one through complaints.routes.ts.
 */
export function registerComplaintAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/consultations/queries',
    routeOptions({
      tags,
      query: keysetPageQuerySchema,
      answer: pageSchemaOf(adminConsultationSchema),
    }),
    async (request) => {
      return listOpenComplaints(ctx, request.query);
    },
  );

  api.get(
    '/api/admin/professionals/available',
    routeOptions({
      tags,
      query: availableProfessionalQuerySchema,
      answer: z.array(availableProfessionalSchema),
    }),
    async (request) => {
      return availableProfessionals(ctx, request.query);
    },
  );

  api.post(
    '/api/admin/consultations/:id/resolve-query',
    routeOptions({
      tags,
      params: consultationParams,
      body: resolveComplaintSchema,
      answer: resolveComplaintResultSchema,
    }),
    // A resolution may carry a refund: a retried click must not resolve (and refund) twice.
    async (request, reply) => {
      const admin = signedIn(request);
      return withIdempotency(ctx, request, reply, admin.id, async () => ({
        status: 200,
        body: await resolveComplaint(ctx, admin.id, request.params.id, request.body),
      }));
    },
  );

  api.post(
    '/api/admin/consultations/:id/reroute',
    routeOptions({
      tags,
      params: consultationParams,
      body: rerouteSchema,
      answer: adminConsultationSchema,
    }),
    async (request) => {
      const admin = signedIn(request);
      return rerouteConsultation(ctx, admin.id, request.params.id, request.body);
    },
  );
}
