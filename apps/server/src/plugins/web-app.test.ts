import { brotliCompressSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createAccount, signIn, type AccountOverrides } from '../test/accounts.ts';
import { TEST_INDEX_HTML } from '../test/app.ts';
import { rawGet, useWebBuildApp } from '../test/web-build.ts';

// The build writes .br and .gz copies beside each asset; the server picks the one the browser
// accepts. fetch would decompress behind the test's back, so these requests are made by hand.

const SCRIPT = 'console.log("a script long enough to be worth compressing");\n'.repeat(40);

const t = useWebBuildApp({
  'assets/entry-1a2b3c.js': SCRIPT,
  'assets/entry-1a2b3c.js.br': brotliCompressSync(SCRIPT),
  'assets/entry-1a2b3c.js.gz': gzipSync(SCRIPT),
  'index.html.br': brotliCompressSync(TEST_INDEX_HTML),
  'index.html.gz': gzipSync(TEST_INDEX_HTML),
});
describe('web app delivery', () => {
  it('sends the brotli copy of an asset to a browser that accepts it, cached for a year', async () => {
    const response = await rawGet(t, '/assets/entry-1a2b3c.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(response.body).toEqual(brotliCompressSync(SCRIPT));
  });

  it('sends gzip to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gzipped = await rawGet(t, '/assets/entry-1a2b3c.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body).toEqual(gzipSync(SCRIPT));

    const plain = await rawGet(t, '/assets/entry-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('compresses the page shell sent for client routes, never cached', async () => {
    const response = await rawGet(t, '/consultation/123', 'br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('pre-rendered public pages', () => {
  const page = (name: string, language: string) =>
    `<!doctype html><html lang="${language}"><body><h1>${name} (${language}), rendered at build time</h1></body></html>`;
  const LANDING = page('Landing', 'en');
  const LANDING_HI = page('Landing', 'hi');
  const TERMS = page('Terms', 'en');
  const TERMS_HI = page('Terms', 'hi');
  const app = useWebBuildApp({
    'prerendered/landing.en.html': LANDING,
    'prerendered/landing.hi.html': LANDING_HI,
    'prerendered/terms.en.html': TERMS,
    'prerendered/terms.hi.html': TERMS_HI,
    'prerendered/pages.json': JSON.stringify({
      '/': 'prerendered/landing.en.html',
      '/hi': 'prerendered/landing.hi.html',
      '/terms': 'prerendered/terms.en.html',
      '/hi/terms': 'prerendered/terms.hi.html',
    }),
  });

  it('answers a public route with its pre-rendered HTML, and other routes with the shell', async () => {
    const terms = await app.request('/terms');
    expect(terms.status).toBe(200);
    expect(terms.headers.get('cache-control')).toBe('no-cache');
    expect(terms.headers.get('content-language')).toBe('en');
    expect(await terms.text()).toBe(TERMS);
    expect(await (await app.request('/')).text()).toBe(LANDING);
    const wallet = await app.request('/wallet');
    expect(await wallet.text()).toBe(TEST_INDEX_HTML);
    expect(wallet.headers.get('content-language')).toBeNull();
  });

  it('answers /hi addresses in Hindi, whatever the browser asks for', async () => {
    for (const [pathname, html] of [
      ['/hi', LANDING_HI],
      ['/hi/terms', TERMS_HI],
    ] as const) {
      const response = await app.request(pathname, {
        headers: { 'accept-language': 'en-GB,en;q=0.9', cookie: 'salahkar.lang=en' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-language')).toBe('hi');
      expect(await response.text()).toBe(html);
    }
    // A /hi address the build did not render is no page: 404 (this build has no rendered
    // not-found page, so the shell, whose router says Page Not Found).
    const unknown = await app.request('/hi/wallet');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe(TEST_INDEX_HTML);
  });

  it('answers an English address in Hindi to a visitor whose cookie, else browser, asks for it', async () => {
    const byBrowser = await app.request('/terms', {
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(await byBrowser.text()).toBe(TERMS_HI);
    expect(byBrowser.headers.get('content-language')).toBe('hi');
    expect(byBrowser.headers.get('vary')).toMatch(/cookie/i);
    expect(byBrowser.headers.get('vary')).toMatch(/accept-language/i);

    const byCookie = await app.request('/', { headers: { cookie: 'salahkar.lang=hi' } });
    expect(await byCookie.text()).toBe(LANDING_HI);
    expect(byCookie.headers.get('content-language')).toBe('hi');

    // The switch's choice wins over the browser's; an unknown value in the cookie is ignored.
    const chosenEnglish = await app.request('/terms', {
      headers: { cookie: 'salahkar.lang=en', 'accept-language': 'hi' },
    });
    expect(await chosenEnglish.text()).toBe(TERMS);
    expect(chosenEnglish.headers.get('content-language')).toBe('en');
    const unknown = await app.request('/terms', {
      headers: { cookie: 'salahkar.lang=fr', 'accept-language': 'hi' },
    });
    expect(await unknown.text()).toBe(TERMS_HI);
    const english = await app.request('/terms', { headers: { 'accept-language': 'fr, en' } });
    expect(await english.text()).toBe(TERMS);
  });

  it('gives a browser holding a session the shell at /, so a member never sees the landing page flash', async () => {
    const home = await app.request('/', { headers: { cookie: 'salahkar.sid=some-session' } });
    expect(await home.text()).toBe(TEST_INDEX_HTML);
    expect(home.headers.get('vary')).toMatch(/cookie/i);
    // In Hindi too: the shell speaks the person's language itself.
    const hindiHome = await app.request('/', {
      headers: { cookie: 'salahkar.sid=some-session; salahkar.lang=hi' },
    });
    expect(await hindiHome.text()).toBe(TEST_INDEX_HTML);
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
    const direct = await app.request('/prerendered/terms.en.html');
    expect(direct.status).toBe(404);
    expect((await app.request('/prerendered/terms.hi.html')).status).toBe(404);
    expect((await app.request('/prerendered/pages.json')).status).toBe(404);
  });
});

describe("the sign-in and registration pages' own shell (decision 222)", () => {
  const AUTH_HTML = '<!doctype html><html><body><div id="root">sign-in shell</div></body></html>';
  const loginHtml = (language: string) =>
    `<!doctype html><html><body><div id="root" data-screen="/login">${language}</div></body></html>`;
  // The screens the build rendered into the shell: here /login in each language; /register is
  // named without its file, so it gets the plain shell.
  const screens = {
    '/login': { en: 'prerendered/auth-login.en.html', hi: 'prerendered/auth-login.hi.html' },
    '/register': { en: 'prerendered/auth-register.en.html' },
  };
  const app = useWebBuildApp({
    'auth.html': AUTH_HTML,
    'prerendered/auth-login.en.html': loginHtml('en'),
    'prerendered/auth-login.hi.html': loginHtml('hi'),
    'prerendered/auth-screens.json': JSON.stringify(screens),
  });

  it('answers a visitor at /login and /register with it, and every other screen with the app', async () => {
    for (const [pathname, html] of [
      ['/login', loginHtml('en')],
      ['/register', AUTH_HTML],
    ]) {
      const response = await app.request(pathname!);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(html);
    }
    for (const pathname of ['/', '/forgot-password', '/wallet']) {
      expect(await (await app.request(pathname)).text()).toBe(TEST_INDEX_HTML);
    }
  });

  it('sends the rendered screen in the language the cookie, else the browser, asks for', async () => {
    const hindi = await app.request('/login', { headers: { 'accept-language': 'hi-IN,hi;q=0.9' } });
    expect(await hindi.text()).toBe(loginHtml('hi'));
    expect(hindi.headers.get('content-language')).toBe('hi');
    expect(hindi.headers.get('vary')).toMatch(/accept-language/i);
    const chosen = await app.request('/login', {
      headers: { 'accept-language': 'hi', cookie: 'salahkar.lang=en' },
    });
    expect(await chosen.text()).toBe(loginHtml('en'));
    expect((await app.request('/prerendered/auth-login.en.html')).status).toBe(404);
  });

  it('answers a browser holding a session with the app, whose guard sends the member on', async () => {
    const login = await app.request('/login', { headers: { cookie: 'salahkar.sid=some-session' } });
    expect(await login.text()).toBe(TEST_INDEX_HTML);
    expect(login.headers.get('vary')).toMatch(/cookie/i);
  });
});

describe("a member's home (decision 238)", () => {
  const home = (language: string) =>
    `<!doctype html><html lang="${language}"><head><link rel="modulepreload" crossorigin href="/assets/member-home-1a.js"></head><body><div id="root"></div></body></html>`;
  const app = useWebBuildApp({
    'prerendered/member-home.en.html': home('en-IN'),
    'prerendered/member-home.hi.html': home('hi-IN'),
    'prerendered/member-home.json': JSON.stringify({
      en: 'prerendered/member-home.en.html',
      hi: 'prerendered/member-home.hi.html',
    }),
  });
  const session = 'salahkar.sid=some-session; salahkar.signed_in=1';

  it('answers / to a browser holding a session with the shell that asks for the home at once', async () => {
    const english = await app.request('/', { headers: { cookie: session } });
    expect(english.status).toBe(200);
    expect(await english.text()).toBe(home('en-IN'));
    expect(english.headers.get('cache-control')).toBe('no-cache');
    expect(english.headers.get('vary')).toMatch(/cookie.*accept-language/i);
    expect(english.headers.get('content-language')).toBe('en');
    // In the language the app will choose: the switch's cookie, else the browser's.
    const asksForHindi: Record<string, string>[] = [
      { cookie: `${session}; salahkar.lang=hi` },
      { cookie: session, 'accept-language': 'hi-IN,hi;q=0.9' },
    ];
    for (const headers of asksForHindi) {
      const hindi = await app.request('/', { headers });
      expect(await hindi.text()).toBe(home('hi-IN'));
      expect(hindi.headers.get('content-language')).toBe('hi');
    }
  });

  it("answers every other screen, and a visitor's /, as before", async () => {
    for (const pathname of ['/wallet', '/consultations/new', '/login']) {
      const response = await app.request(pathname, { headers: { cookie: session } });
      expect(await response.text(), pathname).toBe(TEST_INDEX_HTML);
    }
    expect(await (await app.request('/')).text()).toBe(TEST_INDEX_HTML);
    expect((await app.request('/prerendered/member-home.en.html')).status).toBe(404);
  });
});

describe("a member's home by their role (decision 240)", () => {
  const home = (who: string, language: string) =>
    `<!doctype html><html lang="${language}"><head><link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/${who}"></head><body><div id="root"></div></body></html>`;
  const app = useWebBuildApp({
    'prerendered/member-home.en.html': home('auth/user', 'en-IN'),
    'prerendered/member-home.hi.html': home('auth/user', 'hi-IN'),
    'prerendered/member-home.client.en.html': home('stats/user', 'en-IN'),
    'prerendered/member-home.client.hi.html': home('stats/user', 'hi-IN'),
    'prerendered/member-home.professional.en.html': home('professional/stats', 'en-IN'),
    'prerendered/member-home.professional.hi.html': home('professional/stats', 'hi-IN'),
    'prerendered/member-home.json': JSON.stringify({
      en: 'prerendered/member-home.en.html',
      hi: 'prerendered/member-home.hi.html',
      homes: {
        client: {
          en: 'prerendered/member-home.client.en.html',
          hi: 'prerendered/member-home.client.hi.html',
        },
        professional: {
          en: 'prerendered/member-home.professional.en.html',
          hi: 'prerendered/member-home.professional.hi.html',
        },
        // A home this server does not know (a newer build's): never sent.
        admin: { en: 'prerendered/member-home.en.html' },
      },
    }),
  });
  const homeOf = async (overrides: AccountOverrides, headers: Record<string, string> = {}) => {
    const { user, password } = await createAccount(app, overrides);
    const cookie = `${await signIn(app, user.email, password)}; salahkar.signed_in=1`;
    const response = await app.request('/', { headers: { ...headers, cookie } });
    expect(response.status).toBe(200);
    return {
      user,
      text: await response.text(),
      language: response.headers.get('content-language'),
    };
  };

  it("sends a client the page that preloads the client's home, in their language", async () => {
    expect((await homeOf({ role: 'user' })).text).toBe(home('stats/user', 'en-IN'));
    const hindi = await homeOf({ role: 'user' }, { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(hindi).toMatchObject({ text: home('stats/user', 'hi-IN'), language: 'hi' });
  });

  it("sends an approved professional the professional's, and an applicant the page of any member", async () => {
    expect((await homeOf({ role: 'professional' })).text).toBe(home('professional/stats', 'en-IN'));
    const applicant = await homeOf({ role: 'professional', isApproved: false });
    expect(applicant.text).toBe(home('auth/user', 'en-IN'));
  });

  it('reads the role from the session, not a cookie: a promotion shows on the next load', async () => {
    const { user, password } = await createAccount(app, {
      role: 'professional',
      isApproved: false,
    });
    const cookie = await signIn(app, user.email, password);
    const before = await app.request('/', { headers: { cookie } });
    expect(await before.text()).toBe(home('auth/user', 'en-IN'));
    await app.database.db.update(users).set({ isApproved: true }).where(eq(users.id, user.id));
    const after = await app.request('/', { headers: { cookie } });
    expect(await after.text()).toBe(home('professional/stats', 'en-IN'));
  });

  it('sends an admin, an ended session and an unknown one the page of any member', async () => {
    expect((await homeOf({ role: 'admin' })).text).toBe(home('auth/user', 'en-IN'));
    for (const cookie of ['salahkar.sid=no-such-session', 'salahkar.sid=; salahkar.signed_in=1']) {
      const response = await app.request('/', { headers: { cookie } });
      expect(await response.text(), cookie).not.toContain('stats');
    }
    expect(await (await app.request('/')).text()).toBe(TEST_INDEX_HTML);
  });
});
