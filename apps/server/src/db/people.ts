import { and, eq } from 'drizzle-orm';
import type { Queryable } from './client.ts';
import { users } from './schema/index.ts';

// Who can act on the platform now, as several modules ask it: the same rule in one place.

/** A professional who can take cases: approved and not suspended (whatever their field). */
export const isWorkingProfessional = and(
  eq(users.role, 'professional'),
  eq(users.isApproved, true),
  eq(users.isSuspended, false),
)!;

/** The admins who are not suspended: those told of a raised query or a reopen request. */
export async function activeAdminIds(db: Queryable): Promise<string[]> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isSuspended, false)));
  return admins.map((admin) => admin.id);
}
