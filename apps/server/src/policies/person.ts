import type { Category, Role } from '@salahkar/domain';

/**
 * The person acting: the one shape every policy and service verb takes for "who is asking". The
 * signed-in session's user (route-access.ts `SessionUser`) is a Person plus an email; a policy
 * that reads less takes a `Pick<Person, …>` of it and says so (payment-policy.ts,
 * video-call-policy.ts), so any Person can be passed to any policy. Not the domain's `Actor`,
 * which is how someone relates to a consultation (owner, assigned professional…; glossary).
 */
export interface Person {
  id: string;
  role: Role;
  /** An admin has approved the professional; always false for users, true for admins. */
  isApproved: boolean;
  /** A professional's category; null for users and admins. */
  specialization: Category | null;
  /**
   * A suspended account is refused by the route guards before a verb runs, and the policies
   * refuse it too when the flag is known (a live-channel frame, a job acting for someone).
   */
  isSuspended?: boolean;
}
