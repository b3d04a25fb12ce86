import type { FastifyRequest } from 'fastify';
import type { Role } from '@salahkar/domain';
import { AppError, forbidden } from '../errors.ts';
import type { Actor } from './actor.ts';

/** The signed-in person as every guarded route sees them: the Actor every policy takes, plus the email the session carries. */
export interface SessionUser extends Actor {
  email: string;
}

/**
 * Who may call a route, declared on the route (`config: { access }`) and checked before its body
 * is read: anyone; any signed-in person; an admin; a professional an admin has approved; or
 * signed-in people holding one of the roles.
 */
export type Access = 'public' | 'user' | 'admin' | 'approved-professional' | readonly Role[];

const ROLE_NAMES: Record<Role, string> = {
  user: 'users',
  professional: 'professionals',
  admin: 'admins',
};

export const UNAUTHORIZED = 'Unauthorized';
export const ACCOUNT_SUSPENDED = 'Account suspended';
export const AWAITING_APPROVAL = 'Your professional account is awaiting approval';

/** The 403 of a signed-in person whose role the route does not admit. */
export function wrongRoleMessage(roles: readonly Role[]): string {
  return `Only ${roles.map((role) => ROLE_NAMES[role]).join(' or ')} can do this.`;
}

/**
 * The signed-in person, or null for a visitor. A suspended account is refused with 403 even here:
 * the spec sends suspended people home, and any authenticated call must say why.
 */
export async function optionalUser(request: FastifyRequest): Promise<SessionUser | null> {
  const session = await request.loadSession();
  if (!session) return null;
  const { isSuspended, ...user } = session.account;
  if (isSuspended) throw new AppError('ACCOUNT_SUSPENDED', ACCOUNT_SUSPENDED);
  return user;
}

/** The signed-in person; 401 UNAUTHENTICATED without a live session, 403 when suspended. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await optionalUser(request);
  if (!user) throw new AppError('UNAUTHENTICATED', UNAUTHORIZED);
  return user;
}

/**
 * The person a route declared `access` admits, or null on a public route: 401 for a visitor,
 * 403 when suspended, of the wrong role, or a professional still awaiting approval.
 */
export async function admit(request: FastifyRequest, access: Access): Promise<SessionUser | null> {
  if (access === 'public') return null;
  const user = await requireUser(request);
  if (access === 'user') return user;
  const roles: readonly Role[] =
    access === 'admin' ? ['admin'] : access === 'approved-professional' ? ['professional'] : access;
  if (!roles.includes(user.role)) throw new AppError('FORBIDDEN', wrongRoleMessage(roles));
  if (access === 'approved-professional' && !user.isApproved) throw forbidden(AWAITING_APPROVAL);
  return user;
}
