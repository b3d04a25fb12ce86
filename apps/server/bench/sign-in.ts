import { randomBytes } from 'node:crypto';

/**
 * The password the bench's server gives its demo accounts: DEMO_PASSWORD (a PostgreSQL seeded
 * earlier keeps the one it was seeded with), else a fresh one for this run's fresh data dir.
 */
export const BENCH_DEMO_PASSWORD =
  process.env.DEMO_PASSWORD || `bench-${randomBytes(12).toString('base64url')}`;

/**
 * Signs in through POST /api/auth/login and returns the Cookie header to send. No Origin header:
 * the same-origin check applies to requests that carry one (browsers), not to a CLI like this.
 */
export async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_DEMO_PASSWORD }),
  });
  if (!response.ok) {
    throw new Error(`Sign-in as ${email} answered ${response.status}: ${await response.text()}`);
  }
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`Sign-in as ${email} set no cookie.`);
  return cookie;
}
