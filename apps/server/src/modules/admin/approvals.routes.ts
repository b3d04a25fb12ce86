import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvalDecisionSchema,
  approvalResultSchema,
  pendingProfessionalListSchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../plugins/access.ts';
import { decideApplication, listPendingProfessionals } from './approvals.service.ts';

const applicantParams = z.object({ id: z.string().max(100) });
// The notes are optional, so an empty POST decides without them.
const decisionBody = approvalDecisionSchema.nullish();

/** Admin review of professional applications. */
export function registerApprovalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/pending-professionals',
    { schema: { tags, response: { 200: pendingProfessionalListSchema } } },
    async () => listPendingProfessionals(ctx),
  );

  for (const verb of ['approve', 'reject'] as const) {
    api.post(
      `/api/admin/professionals/:id/${verb}`,
      {
        schema: {
          tags,
          params: applicantParams,
          body: decisionBody,
          response: { 200: approvalResultSchema },
        },
      },
      async (request) => {
        const admin = signedIn(request);
        return decideApplication(
          ctx,
          admin.id,
          request.params.id,
          verb === 'approve',
          request.body?.notes ?? null,
        );
      },
    );
  }
}
