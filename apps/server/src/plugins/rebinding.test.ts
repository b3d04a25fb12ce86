import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildTestApp, type TestApp, useTestApp } from '../test/app.ts';
import { createAccount } from '../test/accounts.ts';
import { closeLiveClients, connectLive } from '../test/live.ts';
import { mailsTo, waitForMail } from '../test/mailbox.ts';
import { marketplace, type Person } from '../test/marketplace.ts';
import { rawRequest } from '../test/raw-request.ts';

// DNS rebinding: a page on evil.example, whose name the attacker re-points at 127.0.0.1, reaches
// a server on this machine from the visitor's own browser, with `Host: evil.example:PORT` and
// `Origin: http://evil.example:PORT` (same-origin in the browser's eyes). Only the Host tells it
// from our own page, so a Host this deployment does not answer to is refused (421) before
// routing, on every path and on the live channel's upgrade.

/** A request with the Host and Origin a page of another name would send: a GET, or a POST of `json`. */
async function send(t: TestApp, pathname: string, headers: Record<string, string>, json?: unknown) {
  const body = json === undefined ? undefined : JSON.stringify(json);
  const answer = await rawRequest(t, body === undefined ? 'GET' : 'POST', pathname, headers, body);
  return { ...answer, type: answer.headers['content-type'] ?? '' };
}

/** Opens /ws with these headers; resolves with the handshake's refusal status, or 101. */
function upgrade(t: TestApp, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${t.url.replace(/^http/, 'ws')}/ws`, { headers });
    socket.once('open', () => {
      socket.terminate();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

const t = useTestApp({ RESET_MAX_PER_IP: '100', RESET_MAX_PER_EMAIL: '100' });
const m = marketplace(t);
let port: string;
let admin: Person;
const foreign = () => ({ host: `evil.example:${port}`, origin: `http://evil.example:${port}` });

beforeAll(async () => {
  port = new URL(t.url).port;
  admin = await m.createPerson({ role: 'admin' });
});
afterEach(closeLiveClients);

describe('a request naming a foreign host', () => {
  it('cannot ask for a reset link (421, JSON error), and no mail is queued', async () => {
    const { user } = await createAccount(t);
    const answer = await send(t, '/api/auth/forgot-password', foreign(), { email: user.email });
    expect(answer.status).toBe(421);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'MISDIRECTED_REQUEST',
      message: 'This server does not answer to that host name.',
    });
    expect(await mailsTo(t, user.email)).toEqual([]);
  });

  it('cannot read the dev mailbox, though it comes from this machine', async () => {
    for (const pathname of ['/dev/mailbox.json', '/dev/mailbox']) {
      const answer = await send(t, pathname, foreign());
      expect(answer.status, pathname).toBe(421);
      expect(answer.type, pathname).toMatch(/^text\/plain/);
      expect(answer.body).not.toContain('Dev mailbox');
    }
  });

  it('cannot open the live channel, even with a valid cookie', async () => {
    expect(await upgrade(t, { ...foreign(), cookie: admin.cookie })).toBe(421);
  });

  it('cannot read the API with a stolen session either, nor any page', async () => {
    const answer = await send(t, '/api/admin/users', { ...foreign(), cookie: admin.cookie });
    expect(answer.status).toBe(421);
    expect((await send(t, '/', foreign())).status).toBe(421);
    // The name alone decides, whatever the port or the case.
    expect((await send(t, '/api/health', { host: 'EVIL.example' })).status).toBe(421);
    expect((await send(t, '/api/health', { host: `127.0.0.1.evil.example:${port}` })).status).toBe(
      421,
    );
  });
});

describe('the deployment’s own names', () => {
  it('are answered as before: the listening address, localhost and [::1] with its port', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      const origin = `http://${host}`;
      expect((await send(t, '/api/health', { host })).status, host).toBe(200);
      const reset = await send(
        t,
        '/api/auth/forgot-password',
        { host, origin },
        {
          email: 'nobody@example.com',
        },
      );
      expect(reset.status, host).toBe(200);
      expect((await send(t, '/dev/mailbox.json', { host })).status, host).toBe(200);
    }
    const socket = await connectLive(t, admin.cookie);
    expect(socket.isOpen()).toBe(true);
  });

  it('take an Origin of their own names only, not whatever the Host says', async () => {
    const host = `localhost:${port}`;
    // Our own page at http://localhost:PORT writing to the same server under 127.0.0.1.
    const crossName = await send(
      t,
      '/api/auth/forgot-password',
      { host: `127.0.0.1:${port}`, origin: `http://${host}` },
      { email: 'nobody@example.com' },
    );
    expect(crossName.status).toBe(200);
    const otherSite = await send(
      t,
      '/api/auth/forgot-password',
      { host, origin: `http://evil.example:${port}` },
      { email: 'nobody@example.com' },
    );
    expect(otherSite.status).toBe(403);
  });
});

describe('PUBLIC_URL and ALLOWED_HOSTS', () => {
  let named: TestApp;
  beforeAll(async () => {
    named = await buildTestApp({
      PUBLIC_URL: 'https://salahkar.example',
      ALLOWED_HOSTS: 'salahkar.lan, 10.0.0.5:8080',
      NODE_ENV: 'production',
    });
  });
  afterAll(() => named?.close());

  it('are answered; other names and loopback names on other ports are not (production)', async () => {
    const namedPort = new URL(named.url).port;
    const expectations: [string, number][] = [
      ['salahkar.example', 200],
      ['salahkar.example:443', 200],
      ['SALAHKAR.example', 200],
      ['salahkar.lan:3000', 200],
      ['10.0.0.5:8080', 200],
      [`127.0.0.1:${namedPort}`, 200],
      [`localhost:${namedPort}`, 200],
      ['10.0.0.5:8081', 421],
      ['salahkar.example:8443', 421],
      ['www.salahkar.example', 421],
      ['localhost:5173', 421],
    ];
    for (const [host, status] of expectations) {
      expect((await send(named, '/api/health', { host })).status, host).toBe(status);
    }
  });

  it('give the Origin check its origins: PUBLIC_URL’s, and the allowed names', async () => {
    const contact = (origin: string) =>
      send(
        named,
        '/api/contact',
        { host: 'salahkar.example', origin },
        { name: 'A', email: 'a@example.com', subject: 'S', message: 'A question.' },
      );
    expect((await contact('https://salahkar.example')).status).toBe(200);
    expect((await contact('http://salahkar.lan:3000')).status).toBe(200);
    expect((await contact('https://evil.example')).status).toBe(403);
  });
});

describe('the dev mailbox', () => {
  it('wants a loopback Host itself, even under a name the deployment answers to', async () => {
    // The shared hook's 421 hides the mailbox's own check from the tests above: under a name of
    // ALLOWED_HOSTS the hook lets the request through, and only the mailbox's own check is left.
    const lan = await buildTestApp({ ALLOWED_HOSTS: 'salahkar.lan' });
    try {
      const lanPort = new URL(lan.url).port;
      const { user } = await createAccount(lan);
      const reset = await send(
        lan,
        '/api/auth/forgot-password',
        { host: `localhost:${lanPort}` },
        {
          email: user.email,
        },
      );
      expect(reset.status).toBe(200);
      await waitForMail(lan, user.email, /Reset your Salahkar password/);

      const byLanName = { host: `salahkar.lan:${lanPort}` };
      // The name is served (the API answers under it) …
      expect((await send(lan, '/api/health', byLanName)).status).toBe(200);
      // … but the mailbox, though asked from this machine's own socket, is absent under it.
      for (const pathname of ['/dev/mailbox.json', '/dev/mailbox']) {
        const answer = await send(lan, pathname, byLanName);
        expect(answer.status, pathname).toBe(404);
        expect(answer.body, pathname).not.toContain(user.email);
      }
      // Under a loopback name, the same socket reads it.
      const local = await send(lan, '/dev/mailbox.json', { host: `localhost:${lanPort}` });
      expect(local.status).toBe(200);
      expect(local.body).toContain(user.email);
    } finally {
      await lan.close();
    }
  });
});

describe('behind a trusted proxy', () => {
  it('checks X-Forwarded-Host, which the proxy sets', async () => {
    const proxied = await buildTestApp({
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://salahkar.example',
    });
    try {
      const forwarded = (name: string) =>
        send(proxied, '/api/health', { 'x-forwarded-host': name }).then((a) => a.status);
      expect(await forwarded('salahkar.example')).toBe(200);
      expect(await forwarded('evil.example')).toBe(421);
      // The proxy appends its own: the last entry is the one it vouches for.
      expect(await forwarded('salahkar.example, evil.example')).toBe(421);
    } finally {
      await proxied.close();
    }
  });

  it('ignores X-Forwarded-Host without TRUST_PROXY', async () => {
    const answer = await send(t, '/api/health', {
      host: `127.0.0.1:${port}`,
      'x-forwarded-host': 'evil.example',
    });
    expect(answer.status).toBe(200);
  });
});
