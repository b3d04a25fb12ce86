import { describe, expect, it } from 'vitest';
import { TEST_INDEX_HTML, useTestApp } from './test/app.ts';

const t = useTestApp();

describe('platform', () => {
  it('answers health with the database checked', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ status: 'ok', database: 'ok' });
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers an unknown API route with a JSON 404, never the web app', async () => {
    const response = await t.request('/api/no-such-thing?x=1');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      code: 'API_ROUTE_NOT_FOUND',
      message: 'No such API route: GET /api/no-such-thing',
      params: { method: 'GET', path: '/api/no-such-thing' },
    });
  });

  it('serves the web app for the paths of its screens, and 404 for any other page path', async () => {
    for (const pathname of ['/', '/terms', '/consultation/123']) {
      const response = await t.request(pathname);
      expect(response.status, pathname).toBe(200);
      expect(await response.text()).toBe(TEST_INDEX_HTML);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    // No rendered not-found page in this build: the shell says Page Not Found, with a real 404
    // (decision 218).
    const unknown = await t.request('/some/unknown/page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe(TEST_INDEX_HTML);
    expect(unknown.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.request('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('sends security headers', async () => {
    const response = await t.request('/');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // Video calls and profile photos need the camera and microphone here, and nowhere else.
    const permissions = response.headers.get('permissions-policy') ?? '';
    expect(permissions).toContain('camera=(self)');
    expect(permissions).toContain('microphone=(self)');
    expect(permissions).toContain('display-capture=(self)');
    expect(permissions).toContain('geolocation=()');
  });

  async function expectHeaders(pathname: string, expected: Record<string, string>) {
    const response = await t.request(pathname);
    for (const [name, value] of Object.entries(expected)) {
      expect(response.headers.get(name), `${name} on ${pathname}`).toBe(value);
    }
    return response;
  }

  it('sends pages the full set of security headers', async () => {
    const expected = {
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      'origin-agent-cluster': '?1',
    };
    for (const pathname of ['/', '/consultation/123', '/assets/app-abc123.js']) {
      const response = await expectHeaders(pathname, expected);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('permissions-policy')).toContain('camera=(self)');
    }
  });

  it('sends API answers and errors the headers a JSON answer needs, and no more', async () => {
    const expected = {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    };
    for (const pathname of ['/api/health', '/api/specializations', '/api/no-such-thing']) {
      const response = await expectHeaders(pathname, expected);
      // What governs documents (scripts, referrers, browser features) is left to the pages.
      expect(response.headers.get('permissions-policy'), pathname).toBeNull();
      expect(response.headers.get('x-dns-prefetch-control'), pathname).toBeNull();
    }
  });

  it('refuses a write that comes from another site', async () => {
    const response = await t.request('/api/contact', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      json: { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' },
    });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('CROSS_SITE_REQUEST');
  });

  it('answers malformed JSON with a readable 400, not a 500', async () => {
    const response = await t.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).not.toMatch(/stack|at /);
  });

  it('publishes the OpenAPI document of its routes', async () => {
    const response = await t.request('/api/docs/json');
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/contact']));
    expect((await t.request('/api/docs')).status).toBeLessThan(400);
  });
});
