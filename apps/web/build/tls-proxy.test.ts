import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type ClientHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTlsProxy, tlsProxyMissing } from './tls-proxy.mjs';

// Decision 248: `npm run lighthouse` loads the pages through nginx as production serves them.
// CI installs nginx (for the cluster journey) and always runs this, failing if it is missing; on
// a newcomer's machine without nginx or openssl it is skipped, and says so, so that `npm test`
// passes on a fresh machine as the README promises (the PDF layout tests do the same).
const missing = tlsProxyMissing();
const runHere = process.env.CI === 'true' || missing === null;
if (!runHere) console.warn(`${missing}: the TLS front of npm run lighthouse is not tested here`);

async function listenOnLoopback(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function freePort() {
  const probe = createServer();
  const port = await listenOnLoopback(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.runIf(runHere)('the TLS front of npm run lighthouse', () => {
  const seen: IncomingHttpHeaders[] = [];
  const upstream = createServer((request, response) => {
    seen.push(request.headers);
    response.setHeader('content-type', 'text/plain');
    response.end(`page ${request.url}`);
  });
  let dir = '';
  let proxy: Awaited<ReturnType<typeof startTlsProxy>>;
  let session: ClientHttp2Session;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tls-proxy-'));
    const upstreamPort = await listenOnLoopback(upstream);
    proxy = await startTlsProxy({ dir, port: await freePort(), upstream: upstreamPort });
    session = connect(proxy.url, { rejectUnauthorized: false });
    await new Promise((resolve, reject) => {
      session.once('connect', resolve);
      session.once('error', reject);
    });
  });

  afterAll(async () => {
    session?.close();
    await proxy?.stop();
    await new Promise((resolve) => upstream.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('answers in HTTP/2 over TLS, passing the request on as the production proxy does', async () => {
    expect((session.socket as TLSSocket).alpnProtocol).toBe('h2');
    const body = await new Promise<string>((resolve, reject) => {
      const request = session.request({ ':path': '/login?next=%2F' });
      let text = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (text += chunk));
      request.on('end', () => resolve(text));
      request.on('error', reject);
    });
    expect(body).toBe('page /login?next=%2F');
    expect(seen.at(-1)).toMatchObject({
      'x-forwarded-proto': 'https',
      host: new URL(proxy.url).host,
    });
  });

  it('names the one certificate the measuring browser may accept, by its public key', () => {
    const certificate = (session.socket as TLSSocket).getPeerX509Certificate();
    const spki = createHash('sha256')
      .update(certificate!.publicKey.export({ type: 'spki', format: 'der' }))
      .digest('base64');
    expect(proxy.spkiFlag).toBe(`--ignore-certificate-errors-spki-list=${spki}`);
  });
});
