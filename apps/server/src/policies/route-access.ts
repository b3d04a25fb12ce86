import type { Role } from '@salahkar/domain';
import { AppError, forbidden } from '../errors.ts';
import type { Person } from './person.ts';

/** The signed-in person as every guarded route sees them: the Person every policy takes, plus the email the session carries. */
export interface SessionUser extends Person {
  email: string;
}

/** What the access decision reads of a live session (the session store's ActiveSession). */
interface ActiveSession {
  account: SessionUser & { isSuspended: boolean };
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

/** The 403 of a signed-in person whose role the route does not admit. */
function wrongRole(roles: readonly Role[]): AppError {
  return forbidden('WRONG_ROLE', { roles: roles.map((role) => ROLE_NAMES[role]).join(' or ') });
}

/**
 * The person a route declared `access` admits, once the session has been looked up, or null on a
 * public route: 401 for a visitor, 403 when suspended, of the wrong role, or a professional still
 * awaiting approval. Synchronous, so the access hook of every guarded route waits on one promise,
 * the session lookup's, and on nothing else.
 */
export function admittedBy(session: ActiveSession | null, access: Access): SessionUser | null {
  if (access === 'public') return null;
  const user = signedInUserOf(session);
  if (access === 'user') return user;
  const roles: readonly Role[] =
    access === 'admin' ? ['admin'] : access === 'approved-professional' ? ['professional'] : access;
  if (!roles.includes(user.role)) throw wrongRole(roles);
  if (access === 'approved-professional' && !user.isApproved) throw forbidden('AWAITING_APPROVAL');
  return user;
}

/**
 * The signed-in person, or null for a visitor. A suspended account is refused with 403 even here:
 * the spec sends suspended people home, and any authenticated call must say why.
 */
function userOf(session: ActiveSession | null): SessionUser | null {
  if (!session) return null;
  const { isSuspended, ...user } = session.account;
  if (isSuspended) throw new AppError('ACCOUNT_SUSPENDED');
  return user;
}

/** The signed-in person; 401 UNAUTHENTICATED without a live session, 403 when suspended. */
function signedInUserOf(session: ActiveSession | null): SessionUser {
  const user = userOf(session);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}
