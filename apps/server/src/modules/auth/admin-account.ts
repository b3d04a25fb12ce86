import { emailSchema, newPasswordSchema } from '@salahkar/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { parseInput } from '../../validation.ts';
import { assertNotCommonPassword } from './common-passwords/index.ts';
import { hashPassword } from './password.ts';

export interface AdminAccountInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Creates an admin account unless the address already has an account, which is left exactly as
 * it is (a restart with ADMIN_EMAIL set must not reset a password someone has since changed).
 * The password follows the same rules as everyone's.
 */
export async function ensureAdminAccount(
  db: Queryable,
  input: AdminAccountInput,
): Promise<{ created: boolean; email: string; role: string }> {
  const email = parseInput(emailSchema, input.email);
  const password = parseInput(newPasswordSchema, input.password);
  const [existing] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.email, email));
  if (existing) return { created: false, email, role: existing.role };
  assertNotCommonPassword(password);
  // Without a name given, the account is called what it is: "Admin" (the dashboard then greets
  // "Welcome, Admin."), never the product's name as if it were a person's (decision 218).
  const firstName = input.firstName?.trim() || 'Admin';
  const lastName = input.lastName?.trim() ?? '';
  if (firstName.length > 50 || lastName.length > 50) {
    throw badRequest('NAME_TOO_LONG');
  }
  await db.insert(users).values({
    email,
    passwordHash: await hashPassword(password),
    firstName,
    lastName,
    role: 'admin',
    // Admins need no approval; the flag is the professional's gate.
    isApproved: true,
    isEmailVerified: true,
  });
  return { created: true, email, role: 'admin' };
}
