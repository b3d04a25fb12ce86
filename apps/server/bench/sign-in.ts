import { DEMO_PASSWORD } from '../src/db/seed/demo-people.ts';

/**
 * Signs in through POST /api/auth/login and returns the Cookie header to send. No Origin header:
 * the same-origin check applies to requests that carry one (browsers), not to a CLI like this.
 */
export async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
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
