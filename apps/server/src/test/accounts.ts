import { randomBytes } from 'node:crypto';
import { VERIFICATION_CHECKS } from '@salahkar/domain';
import { users, type NewUser, type User } from '../db/schema/index.ts';
import { hash, type Algorithm } from '@node-rs/argon2';
import { SESSION_COOKIE } from '../plugins/session.ts';
import type { TestApp } from './app.ts';

export const TEST_PASSWORD = 'quiet-harbour-lantern-42';

export type AccountOverrides = Partial<Omit<NewUser, 'passwordHash'>> & { password?: string };

// The accounts the tests insert carry an argon2id hash at the lowest cost argon2 allows (issue 32):
// every sign-in verifies it through the real login, and a verify costs what the stored hash says,
// so at the production parameters (19 MiB, 2 passes: tens of ms on a quiet core, 450 ms measured
// on a loaded one, against 3 ms here) every sign-in of the suite waited on that. The production
// parameters are still what registration, the reset and the admin account hash with, checked in
// password.test.ts and by every test that registers or resets and then signs in. Any hash of a
// password verifies for any account, so each password is hashed once.
// Algorithm is a const enum (see password.ts): 2 is Argon2id.
const FIXTURE_HASH = {
  algorithm: 2 as Algorithm,
  memoryCost: 8,
  timeCost: 1,
  parallelism: 1,
} as const;
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hash(password, FIXTURE_HASH);
    hashes.set(password, hashed);
  }
  return hashed;
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

/**
 * The body of POST /api/auth/register-with-otp as the registration page sends it for a user
 * (Ravi Kumar, terms accepted), with the code mailed to `email`. Registration hashes its password
 * at the production parameters, as the real one does.
 */
export function registrationForm(email: string, otp: string | undefined) {
  return {
    role: 'user',
    email,
    otp,
    password: 'monsoon-chai-at-six',
    confirmPassword: 'monsoon-chai-at-six',
    firstName: 'Ravi',
    lastName: 'Kumar',
    acceptedTerms: true,
  };
}
