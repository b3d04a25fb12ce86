import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors.ts';
import { requireRole, type SessionUser } from '../modules/auth/guards.ts';

export const AWAITING_APPROVAL = 'Your professional account is awaiting approval';

/**
 * A professional an admin has approved: only they may see requests and offer (spec section 6).
 * Others get 401/403 from the role guard; an unapproved professional is told why.
 */
export async function requireApprovedProfessional(request: FastifyRequest): Promise<SessionUser> {
  const professional = await requireRole(request, 'professional');
  if (!professional.isApproved) throw forbidden(AWAITING_APPROVAL);
  return professional;
}
