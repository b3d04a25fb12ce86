import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminReasonSchema,
  approvalDecisionSchema,
  approvalResultSchema,
  pendingProfessionalListSchema,
  reVerificationResultSchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { idParams } from '../../http/params.ts';
import { routeOptions } from '../../http/route-options.ts';
import { signedIn } from '../../plugins/access.ts';
import {
  decideApplication,
  listPendingProfessionals,
  verifyProfessional,
} from './approvals.service.ts';

const applicantParams = idParams('APPLICATION_NOT_FOUND');
const professionalParams = idParams('USER_NOT_FOUND');

/** Admin review of professional applications. */
export function registerApprovalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/pending-professionals',
    routeOptions({ tags, answer: pendingProfessionalListSchema }),
    async () => listPendingProfessionals(ctx),
  );

  // Approving needs the confirmed checklist (decision 216); the notes are optional.
  api.post(
    '/api/admin/professionals/:id/approve',
    routeOptions({
      tags,
      params: applicantParams,
      body: approvalDecisionSchema,
      answer: approvalResultSchema,
    }),
    // The body is the decision itself (the checklist and the notes), passed as it was checked.
    async (request) =>
      decideApplication(ctx, signedIn(request).id, request.params.id, {
        approve: true,
        ...request.body,
      }),
  );

  // A rejection needs its reason: the applicant reads it in their mail, the audit log keeps it.
  api.post(
    '/api/admin/professionals/:id/reject',
    routeOptions({
      tags,
      params: applicantParams,
      body: adminReasonSchema,
      answer: approvalResultSchema,
    }),
    async (request) => {
      const admin = signedIn(request);
      return decideApplication(ctx, admin.id, request.params.id, {
        approve: false,
        notes: request.body.reason,
      });
    },
  );

  // Verifying afterwards (decision 216): the same checklist for a professional approved without it.
  api.post(
    '/api/admin/professionals/:id/verify',
    routeOptions({
      tags,
      params: professionalParams,
      body: approvalDecisionSchema,
      answer: reVerificationResultSchema,
    }),
    async (request) =>
      verifyProfessional(ctx, signedIn(request).id, request.params.id, request.body),
  );
}
