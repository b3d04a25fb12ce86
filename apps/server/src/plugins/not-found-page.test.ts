import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { TEST_INDEX_HTML } from '../test/app.ts';
import { rawGet, useWebBuildApp } from '../test/web-build.ts';
import { withAbsoluteLinks } from './html-pages.ts';

// Decision 218: an address that is no screen of the app answers the not-found page the build
// rendered, in the visitor's language, with status 404; the pre-rendered pages' language links
// are absolute on PUBLIC_URL, with the sitemap's codes.

const NOT_FOUND = {
  en: '<!doctype html><html lang="en-IN"><head><title>Page Not Found · Salahkar</title></head><body><h1>Page Not Found</h1><a href="/">Go to Home</a></body></html>',
  hi: '<!doctype html><html lang="hi-IN"><head><title>पेज नहीं मिला · सलाहकार</title></head><body><h1>पेज नहीं मिला</h1></body></html>',
};
const head = (language: 'en' | 'hi', own: string) =>
  [
    `<link rel="alternate" hreflang="en" href="/terms" />`,
    `<link rel="alternate" hreflang="hi" href="/hi/terms" />`,
    `<link rel="alternate" hreflang="x-default" href="/terms" />`,
    `<link rel="canonical" href="${own}" />`,
    `<meta property="og:url" content="${own}" />`,
  ].join('') + `<title>${language}</title>`;
const TERMS = `<!doctype html><html lang="en-IN"><head>${head('en', '/terms')}</head><body>Terms</body></html>`;
const TERMS_HI = `<!doctype html><html lang="hi-IN"><head>${head('hi', '/hi/terms')}</head><body>शर्तें</body></html>`;

const t = useWebBuildApp(
  {
    'prerendered/not-found.en.html': NOT_FOUND.en,
    'prerendered/not-found.hi.html': NOT_FOUND.hi,
    'prerendered/terms.en.html': TERMS,
    'prerendered/terms.hi.html': TERMS_HI,
    'prerendered/pages.json': JSON.stringify({
      '/terms': 'prerendered/terms.en.html',
      '/hi/terms': 'prerendered/terms.hi.html',
    }),
    'prerendered/not-found.json': JSON.stringify({
      en: 'prerendered/not-found.en.html',
      hi: 'prerendered/not-found.hi.html',
    }),
  },
  { PUBLIC_URL: 'https://salahkar.example.in/' },
);

describe('unknown page addresses', () => {
  it('answer the not-found page with status 404, never cached, in English by default', async () => {
    for (const pathname of ['/no-such-page', '/consultation', '/wallet/extra', '/terms.html']) {
      const response = await t.request(pathname, { headers: { 'accept-language': 'en-IN' } });
      expect(response.status, pathname).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-language')).toBe('en');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(NOT_FOUND.en);
    }
  });

  it('answer in Hindi under /hi, and for a visitor whose cookie or browser asks for Hindi', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/hi/no-such-page', { cookie: 'salahkar.lang=en' }],
      ['/no-such-page', { cookie: 'salahkar.lang=hi' }],
      ['/no-such-page', { 'accept-language': 'hi-IN,hi;q=0.9' }],
    ];
    for (const [pathname, headers] of cases) {
      const response = await t.request(pathname, { headers });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-language')).toBe('hi');
      expect(await response.text()).toBe(NOT_FOUND.hi);
    }
  });

  it('are compressed for a browser that accepts it, with no body for HEAD', async () => {
    const gzipped = await rawGet(t, '/no-such-page', 'gzip');
    expect(gzipped.status).toBe(404);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(String(gzipped.headers.vary)).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.body).toString()).toBe(NOT_FOUND.en);
    const head = await t.request('/no-such-page', { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
  });

  it('leave the screens of the app to its shell (200), and the API its JSON 404', async () => {
    for (const pathname of ['/', '/login', '/consultation/3f1c', '/wallet/', '/admin']) {
      const response = await t.request(pathname, { headers: { cookie: 'salahkar.sid=x' } });
      expect(response.status, pathname).toBe(200);
      expect(await response.text()).toBe(TEST_INDEX_HTML);
    }
    const api = await t.request('/api/no-such-thing');
    expect(api.status).toBe(404);
    expect((await api.json()).code).toBe('API_ROUTE_NOT_FOUND');
  });
});

describe('language links of the pre-rendered pages', () => {
  it('are absolute on PUBLIC_URL, with the sitemap’s codes', async () => {
    const english = await (await t.request('/terms')).text();
    expect(english).toContain(
      '<link rel="alternate" hreflang="en" href="https://salahkar.example.in/terms" />',
    );
    expect(english).toContain(
      '<link rel="alternate" hreflang="hi" href="https://salahkar.example.in/hi/terms" />',
    );
    expect(english).toContain('<link rel="canonical" href="https://salahkar.example.in/terms" />');
    const hindi = await (await t.request('/hi/terms')).text();
    expect(hindi).toContain('<link rel="canonical" href="https://salahkar.example.in/hi/terms" />');
    expect(hindi).toContain(
      '<meta property="og:url" content="https://salahkar.example.in/hi/terms" />',
    );
    expect(hindi).not.toMatch(/href="\//);

    // The same addresses and codes as the sitemap's.
    const sitemap = await (await t.request('/sitemap.xml')).text();
    const linksOf = (text: string) =>
      [...text.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, code, href]) => [
        code,
        href,
      ]);
    const fromSitemap = linksOf(sitemap).map(String);
    for (const link of linksOf(english)) expect(fromSitemap).toContain(String(link));
  });

  it('replace an origin the build wrote with the server’s', () => {
    expect(
      withAbsoluteLinks(
        '<link rel="alternate" hreflang="hi" href="http://localhost:3000/hi" />',
        'https://a.example',
      ),
    ).toBe('<link rel="alternate" hreflang="hi" href="https://a.example/hi" />');
  });
});
