import { randomBytes } from 'node:crypto';
import { VERIFICATION_CHECKS } from '@salahkar/domain';
import { users, type NewUser, type User } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { SESSION_COOKIE } from '../plugins/session.ts';
import type { TestApp } from './app.ts';

export const TEST_PASSWORD = 'quiet-harbour-lantern-42';

export type AccountOverrides = Partial<Omit<NewUser, 'passwordHash'>> & { password?: string };

// argon2id costs ≈ 100 ms by design; any hash of a password verifies for any account, so tests
// that create many accounts with one password hash it once.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

/**
 * Inserts an account directly (no OTP, no mail) with a unique email. Defaults: role user; a
 * professional is an approved, verified CA; an admin is approved; everyone's email is verified.
 */
export async function createAccount(
  t: Pick<TestApp, 'database'>,
  overrides: AccountOverrides = {},
): Promise<{ user: User; password: string }> {
  const { password = TEST_PASSWORD, ...fields } = overrides;
  const role = fields.role ?? 'user';
  const professional =
    role === 'professional'
      ? {
          specialization: 'CA' as const,
          experience: 5,
          bio: 'Chartered Accountant helping salaried people with their returns.',
          licenseNumber: 'ICAI-123456',
          professionalAppliedAt: new Date(),
          approvedAt: fields.isApproved === false ? null : new Date(),
          // Approved with the checklist confirmed (decision 216), as an admin approves today.
          ...(fields.isApproved === false
            ? {}
            : { verifiedAt: new Date(), verificationChecks: [...VERIFICATION_CHECKS] }),
        }
      : {};
  const [user] = await t.database.db
    .insert(users)
    .values({
      email: `${role}-${randomBytes(5).toString('hex')}@example.com`,
      firstName: 'Test',
      lastName: role === 'admin' ? 'Admin' : 'Person',
      isEmailVerified: true,
      isApproved: role !== 'user',
      ...professional,
      ...fields,
      role,
      passwordHash: await hashOnce(password),
    })
    .returning();
  return { user: user!, password };
}

/** Signs in through the real POST /api/auth/login and returns the value for a Cookie header. */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const response = await t.request('/api/auth/login', {
    method: 'POST',
    json: { email, password },
  });
  if (response.status !== 200) {
    throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  }
  const cookie = response.headers
    .getSetCookie()
    .find((header) => header.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`sign-in of ${email} set no session cookie`);
  return cookie.split(';')[0]!;
}
