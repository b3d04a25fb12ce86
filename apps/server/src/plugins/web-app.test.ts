import { request as httpRequest } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_INDEX_HTML, type TestApp } from '../test/app.ts';

// The build writes .br and .gz copies beside each asset; the server picks the one the browser
// accepts. fetch would decompress behind the test's back, so these requests are made by hand.

const SCRIPT = 'console.log("a script long enough to be worth compressing");\n'.repeat(40);

let t: TestApp;
let dist: string;
beforeAll(async () => {
  // The static routes are declared from the files present at start, so the build comes first.
  dist = await mkdtemp(path.join(os.tmpdir(), 'salahkar-web-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), TEST_INDEX_HTML);
  const asset = path.join(dist, 'assets', 'entry-1a2b3c.js');
  await writeFile(asset, SCRIPT);
  await writeFile(`${asset}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${asset}.gz`, gzipSync(SCRIPT));
  const index = path.join(dist, 'index.html');
  await writeFile(`${index}.br`, brotliCompressSync(TEST_INDEX_HTML));
  await writeFile(`${index}.gz`, gzipSync(TEST_INDEX_HTML));
  t = await buildTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

function rawGet(pathname: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      const req = httpRequest(`${t.url}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('web app delivery', () => {
  it('sends the brotli copy of an asset to a browser that accepts it, cached for a year', async () => {
    const response = await rawGet('/assets/entry-1a2b3c.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(response.body).toEqual(brotliCompressSync(SCRIPT));
  });

  it('sends gzip to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gzipped = await rawGet('/assets/entry-1a2b3c.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body).toEqual(gzipSync(SCRIPT));

    const plain = await rawGet('/assets/entry-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('compresses the page shell sent for client routes, never cached', async () => {
    const response = await rawGet('/consultation/123', 'br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('pre-rendered public pages', () => {
  const LANDING =
    '<!doctype html><html><body><h1>Landing, rendered at build time</h1></body></html>';
  const TERMS = '<!doctype html><html><body><h1>Terms, rendered at build time</h1></body></html>';
  let app: TestApp;
  let built: string;
  beforeAll(async () => {
    built = await mkdtemp(path.join(os.tmpdir(), 'salahkar-web-'));
    await mkdir(path.join(built, 'prerendered'));
    await writeFile(path.join(built, 'index.html'), TEST_INDEX_HTML);
    await writeFile(path.join(built, 'prerendered', 'landing.html'), LANDING);
    await writeFile(path.join(built, 'prerendered', 'terms.html'), TERMS);
    await writeFile(
      path.join(built, 'prerendered', 'pages.json'),
      JSON.stringify({ '/': 'prerendered/landing.html', '/terms': 'prerendered/terms.html' }),
    );
    app = await buildTestApp({ WEB_DIST_DIR: built });
  });
  afterAll(async () => {
    await app.close();
    await rm(built, { recursive: true, force: true });
  });

  it('answers a public route with its pre-rendered HTML, and other routes with the shell', async () => {
    const terms = await app.request('/terms');
    expect(terms.status).toBe(200);
    expect(terms.headers.get('cache-control')).toBe('no-cache');
    expect(await terms.text()).toBe(TERMS);
    expect(await (await app.request('/')).text()).toBe(LANDING);
    expect(await (await app.request('/wallet')).text()).toBe(TEST_INDEX_HTML);
  });

  it('gives a browser holding a session the shell at /, so a member never sees the landing page flash', async () => {
    const home = await app.request('/', { headers: { cookie: 'salahkar.sid=some-session' } });
    expect(await home.text()).toBe(TEST_INDEX_HTML);
    expect(home.headers.get('vary')).toMatch(/cookie/i);
    // A session from before the signed-in hint existed gets the hint, so the app asks who it is.
    expect(home.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^salahkar\.signed_in=1; Path=\/; SameSite=Lax$/),
    ]);
    const hinted = await app.request('/', {
      headers: { cookie: 'salahkar.sid=some-session; salahkar.signed_in=1' },
    });
    expect(hinted.headers.getSetCookie()).toEqual([]);
    expect((await app.request('/wallet')).headers.getSetCookie()).toEqual([]);
  });

  it('does not serve the pre-rendered files at their own names', async () => {
    const direct = await app.request('/prerendered/terms.html');
    expect(direct.status).toBe(404);
    expect((await app.request('/prerendered/pages.json')).status).toBe(404);
  });
});
