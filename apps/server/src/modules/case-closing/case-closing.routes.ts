import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminConsultationSchema, consultationSchema } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../plugins/access.ts';
import { consultationParams } from '../../http/params.ts';
import { routeOptions } from '../../http/route-options.ts';
import { decideReopen, takeParticipantStep } from './case-closing.service.ts';

/** The professional's Mark as Resolved and the owner's reopen request. */
export function registerCaseClosingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];

  for (const step of ['close', 'reopen'] as const) {
    api.post(
      `/api/consultations/:id/${step}`,
      routeOptions({
        access: 'user',
        tags,
        params: consultationParams,
        answer: consultationSchema,
      }),
      async (request) => takeParticipantStep(ctx, signedIn(request), request.params.id, step),
    );
  }
}

/** An admin's approve or decline of a reopen request; registered in the admin scope. */
export function registerReopenAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  for (const [verb, approved] of [
    ['approve', true],
    ['decline', false],
  ] as const) {
    api.post(
      `/api/admin/consultations/:id/reopen/${verb}`,
      routeOptions({ tags, params: consultationParams, answer: adminConsultationSchema }),
      async (request) => {
        const admin = signedIn(request);
        return decideReopen(ctx, admin.id, request.params.id, approved);
      },
    );
  }
}
