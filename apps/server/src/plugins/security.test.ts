import { afterEach, describe, expect, it } from 'vitest';
import { errorMessage } from '@salahkar/domain';
import { closeLiveClients, connectLive } from '../test/live.ts';
import { buildMarketplaceApp, useMarketplaceApp, usePerson } from '../test/marketplace.ts';

// The same-origin rule and the rate limit decide on the path the router matched, and on the
// whole origin (scheme, host and port), never on the raw URL or the host alone.

const CONTACT = { name: 'A', email: 'a@example.com', subject: 'S', message: 'A question.' };

const t = useMarketplaceApp();
const person = usePerson(t);
afterEach(closeLiveClients);

describe('percent-encoded paths', () => {
  it('are refused a cross-site write, as the plain path is', async () => {
    for (const pathname of ['/api/notifications/read-all', '/%61pi/notifications/read-all']) {
      const response = await t.request(pathname, {
        method: 'POST',
        headers: { origin: 'https://evil.example', cookie: person.cookie },
      });
      expect(response.status, pathname).toBe(403);
      expect(await response.json(), pathname).toEqual({
        code: 'CROSS_SITE_REQUEST',
        message: errorMessage('CROSS_SITE_REQUEST'),
      });
    }
  });

  it('count towards the per-address rate limit', async () => {
    const limited = await buildMarketplaceApp({ RATE_LIMIT_MAX: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await limited.request('/%61pi/professions')).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('still answer an unknown API path with the JSON 404, not the web app', async () => {
    const response = await t.request('/%61pi/no-such-thing');
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe('No such API route: GET /api/no-such-thing');
  });
});

describe('content types', () => {
  it('refuses a text/plain body (what a cross-site form can send without a preflight) with 415', async () => {
    for (const pathname of ['/api/contact', '/%61pi/contact']) {
      const response = await t.request(pathname, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', cookie: person.cookie },
        body: JSON.stringify(CONTACT),
      });
      expect(response.status, pathname).toBe(415);
      expect((await response.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });
});

describe('the origin check', () => {
  const contact = (origin: string, headers: Record<string, string> = {}) =>
    t.request('/api/contact', { method: 'POST', headers: { origin, ...headers }, json: CONTACT });

  it('accepts the site’s own origin', async () => {
    expect((await contact(t.url)).status).toBe(200);
  });

  it('refuses the same host under another scheme or port', async () => {
    const { host, port } = new URL(t.url);
    for (const origin of [`https://${host}`, `https://${host}:${port}`, `http://127.0.0.1:1`]) {
      expect((await contact(origin)).status, origin).toBe(403);
    }
  });

  it('refuses an https page’s socket on an http server', async () => {
    const https = t.url.replace(/^http:/, 'https:');
    await expect(connectLive(t, person.cookie, { origin: https })).rejects.toThrow(/403/);
  });

  it('takes the scheme from X-Forwarded-Proto only behind a trusted proxy', async () => {
    const https = t.url.replace(/^http:/, 'https:');
    const forwarded = { 'x-forwarded-proto': 'https' };
    expect((await contact(https, forwarded)).status).toBe(403);
    const proxied = await buildMarketplaceApp({ TRUST_PROXY: 'true' });
    try {
      const send = (origin: string) =>
        proxied.request('/api/contact', {
          method: 'POST',
          headers: { origin, ...forwarded },
          json: CONTACT,
        });
      expect((await send(proxied.url.replace(/^http:/, 'https:'))).status).toBe(200);
      expect((await send(proxied.url)).status).toBe(403);
    } finally {
      await proxied.close();
    }
  });
});

describe('the content security policy', () => {
  it('lets the page connect to its own origin only', async () => {
    const policy = (await t.request('/')).headers.get('content-security-policy') ?? '';
    const connect = policy
      .split(';')
      .find((directive) => directive.trim().startsWith('connect-src'));
    expect(connect?.trim()).toBe("connect-src 'self'");
  });
});
