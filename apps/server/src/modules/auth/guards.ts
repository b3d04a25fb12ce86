import type { FastifyRequest } from 'fastify';
import type { Category, Role } from '@salahkar/domain';
import { AppError } from '../../errors.ts';

export { endSessionsOf } from './session-store.ts';

/** The signed-in person as every guarded route sees them. */
export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  isApproved: boolean;
  specialization: Category | null;
}

const ROLE_NAMES: Record<Role, string> = {
  user: 'users',
  professional: 'professionals',
  admin: 'admins',
};

/**
 * The signed-in person, or null for a visitor. A suspended account is refused with 403 even here:
 * the spec sends suspended people home, and any authenticated call must say why.
 */
export async function optionalUser(request: FastifyRequest): Promise<SessionUser | null> {
  const session = await request.loadSession();
  if (!session) return null;
  const { isSuspended, ...user } = session.account;
  if (isSuspended) throw new AppError('ACCOUNT_SUSPENDED', 'Account suspended');
  return user;
}

/** The signed-in person; 401 UNAUTHENTICATED without a live session, 403 when suspended. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await optionalUser(request);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Unauthorized');
  return user;
}

/** As requireUser, then 403 FORBIDDEN unless the person holds one of the roles. */
export async function requireRole(request: FastifyRequest, ...roles: Role[]): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!roles.includes(user.role)) {
    const allowed = roles.map((role) => ROLE_NAMES[role]).join(' or ');
    throw new AppError('FORBIDDEN', `Only ${allowed} can do this.`);
  }
  return user;
}
