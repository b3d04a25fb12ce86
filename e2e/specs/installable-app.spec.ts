import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import { expectAccessible } from '../support/axe.ts';
import { acceptAndPay, postRequest, submitOffer } from '../support/cases.ts';
import { hi } from '../support/hindi.ts';
import {
  controlledByWorker,
  deliverPush,
  pngSize,
  shownNotifications,
  tapNotification,
  workerNotifications,
} from '../support/installable-app.ts';
import { registerFreshUser, signInByApi } from '../support/people.ts';
import { ARJUN } from '../support/demo-people.ts';

// The installed app in a real Chromium with the built service worker: installable by Chromium's
// own checks, pushes shown in the recipient's language and opening the case, the offline page in
// both languages, and the offer of a new version.

type Manifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

const ENGINEER = ARJUN;

/** A newly registered user's browser (its own cookies), where the site may show notifications. */
async function newcomerAllowingNotifications(
  browser: Browser,
  firstName: string,
): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin: BASE_URL });
  await registerFreshUser(context.request, firstName);
  return context;
}

/** A new page of the context on the app's home, once the service worker controls it. */
async function homeUnderWorker(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  await controlledByWorker(page);
  return page;
}

const manifestLink = (page: Page) =>
  page.locator('link[rel="manifest"]').getAttribute('href', { timeout: 5_000 });

test.describe('the installable app', () => {
  test('every page links the manifest of its language, and the manifests and icons are valid', async ({
    page,
    request,
  }) => {
    const pages: [string, string][] = [
      ['/', '/manifest.webmanifest'],
      ['/terms', '/manifest.webmanifest'],
      ['/login', '/manifest.webmanifest'],
      ['/dashboard', '/manifest.webmanifest'],
      ['/hi', '/manifest.hi.webmanifest'],
      ['/hi/privacy', '/manifest.hi.webmanifest'],
    ];
    for (const [address, manifest] of pages) {
      await page.goto(address);
      expect(await manifestLink(page), address).toBe(manifest);
    }

    for (const [file, name, lang] of [
      ['/manifest.webmanifest', 'Salahkar', 'en-IN'],
      ['/manifest.hi.webmanifest', 'सलाहकार', 'hi-IN'],
    ] as const) {
      const answer = await request.get(file);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/manifest+json');
      expect(answer.headers()['cache-control']).toBe('no-cache');
      const manifest = (await answer.json()) as Manifest;
      expect(manifest).toMatchObject({
        id: '/',
        name,
        short_name: name,
        lang,
        start_url: '/dashboard?source=pwa',
        scope: '/',
        display: 'standalone',
        theme_color: '#0f5e66',
      });
      expect(manifest.description.length).toBeGreaterThan(40);
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
        '192x192 any',
        '192x192 maskable',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of manifest.icons) {
        const image = await request.get(icon.src);
        expect(image.headers()['content-type'], icon.src).toBe('image/png');
        const { width, height } = pngSize(await image.body());
        expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      }
    }
  });

  test("Chromium's installability checks pass, with the worker controlling the start page", async ({
    playwright,
  }, testInfo) => {
    // Chromium never offers to install from an incognito profile, which every ordinary test
    // context is: this test gets a profile on disk.
    const profile = await mkdtemp(path.join(tmpdir(), 'salahkar-install-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL: BASE_URL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/dashboard?source=pwa');
      expect(await controlledByWorker(page)).toBe(`${BASE_URL}/sw.js`);
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${BASE_URL}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test('the worker keeps the app files but no answer of the API', async ({ page }) => {
    await page.goto('/');
    await controlledByWorker(page);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return urls;
    });
    expect(cached).toContain('/offline.html');
    expect(cached).toContain('/icons/icon-192.png');
    expect(cached.some((url) => url.startsWith('/assets/') && url.endsWith('.js'))).toBe(true);
    expect(cached.filter((url) => /^\/(api|ws|dev)(\/|$)/.test(url))).toEqual([]);
    expect(cached.filter((url) => url.endsWith('.html') && url !== '/offline.html')).toEqual([]);
  });

  test('a push shows a notification in the recipient’s language, and its tap opens the case', async ({
    browser,
  }) => {
    const context = await newcomerAllowingNotifications(browser, 'Nandini');
    const caseId = await postRequest(context.request, 'Crack above the bedroom window');
    const page = await homeUnderWorker(context);

    await deliverPush(page, {
      title: 'New offer received',
      body: 'A professional made an offer on your request.',
      link: `/consultation/${caseId}`,
      kind: 'offer_received',
      tag: 'offer-english',
    });
    await deliverPush(page, {
      title: 'नया ऑफ़र मिला',
      body: 'आपके अनुरोध पर एक विशेषज्ञ ने ऑफ़र दिया है।',
      link: `/consultation/${caseId}`,
      kind: 'offer_received',
      tag: 'offer-hindi',
      lang: 'hi-IN',
    });
    // A call rings with its buttons and stays until answered; a link to another site is dropped.
    await deliverPush(page, {
      title: 'Incoming video call',
      body: 'Your professional is calling.',
      link: 'https://attacker.example/consultation/x',
      kind: 'incoming_call',
      tag: 'call-1',
      requireInteraction: true,
      actions: [
        { action: 'join', title: 'Join' },
        { action: 'decline', title: 'Decline' },
      ],
    });

    await expect.poll(async () => (await shownNotifications(page)).length).toBe(3);
    const byTag = Object.fromEntries((await shownNotifications(page)).map((n) => [n.tag, n]));
    expect(byTag['offer-english']).toMatchObject({
      title: 'New offer received',
      body: 'A professional made an offer on your request.',
      icon: `${BASE_URL}/icons/icon-192.png`,
      badge: `${BASE_URL}/icons/badge-96.png`,
      data: { link: `/consultation/${caseId}`, kind: 'offer_received' },
    });
    expect(byTag['offer-hindi']).toMatchObject({
      title: 'नया ऑफ़र मिला',
      body: 'आपके अनुरोध पर एक विशेषज्ञ ने ऑफ़र दिया है।',
      lang: 'hi-IN',
      data: { link: `/consultation/${caseId}` },
    });
    expect(byTag['call-1']).toMatchObject({
      requireInteraction: true,
      actions: [
        { action: 'join', title: 'Join' },
        { action: 'decline', title: 'Decline' },
      ],
      data: { link: '/', kind: 'incoming_call' },
    });

    // The tap: the worker closes the notification and brings the open tab to the case.
    await tapNotification(context, 'offer-hindi');
    await expect(page).toHaveURL(`${BASE_URL}/consultation/${caseId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Crack above the bedroom window' }),
    ).toBeVisible();
    await expect
      .poll(async () => (await shownNotifications(page)).map((n) => n.tag).sort())
      .toEqual(['call-1', 'offer-english']);
    await context.close();
  });

  test('Decline on a ringing call’s notification declines the call without opening the app', async ({
    browser,
  }) => {
    const context = await newcomerAllowingNotifications(browser, 'Ishita');
    const caseId = await postRequest(context.request, 'Damp patch on the ceiling');
    const engineer = await signInByApi(browser, ENGINEER);
    await acceptAndPay(context.request, await submitOffer(engineer, caseId, 900));
    // The first message starts the consultation; a call can ring only then.
    const said = await context.request.post(`/api/consultations/${caseId}/messages`, {
      data: { message: 'Can we talk it through on a call?' },
    });
    expect(said.status(), await said.text()).toBe(201);
    const page = await homeUnderWorker(context);

    const rung = await engineer.post('/api/video-call/notify', {
      data: { consultationId: caseId },
    });
    expect(rung.status(), await rung.text()).toBe(201);
    const callId = ((await rung.json()) as { videoCall: { id: string } }).videoCall.id;
    await deliverPush(page, {
      title: 'Incoming video call',
      body: 'Arjun is calling you.',
      link: `/consultation/${caseId}?call=${callId}`,
      kind: 'incoming_call',
      tag: `call-${callId}`,
      requireInteraction: true,
      callId,
      actions: [
        { action: 'join', title: 'Join' },
        { action: 'decline', title: 'Decline' },
      ],
    });
    await expect.poll(async () => (await shownNotifications(page)).length).toBe(1);

    await tapNotification(context, `call-${callId}`, 'decline');
    await expect
      .poll(async () => {
        const answer = await context.request.get(`/api/video-calls/consultation/${caseId}`);
        return ((await answer.json()) as { videoCall: { status: string } | null }).videoCall
          ?.status;
      })
      .toBe('declined');
    expect(await shownNotifications(page)).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  test('a ring answered on another device goes: closed where the site is in view, silently replaced elsewhere', async ({
    browser,
  }) => {
    const context = await newcomerAllowingNotifications(browser, 'Kavya');
    const page = await homeUnderWorker(context);
    const ringing = (tag: string) => ({
      title: 'Incoming Video Call',
      body: 'Arjun Nair is calling you.',
      link: '/',
      kind: 'incoming_call',
      tag,
      requireInteraction: true,
      actions: [
        { action: 'join' as const, title: 'Join' },
        { action: 'decline' as const, title: 'Decline' },
      ],
    });
    // What the server pushes once the call was answered (push-texts.ts: answeredCallReach).
    const answered = (tag: string) => ({
      title: 'Video Call Answered',
      body: 'You answered the call from Arjun Nair on another device.',
      link: '/',
      kind: 'incoming_call',
      tag,
      quiet: true,
    });

    // The device it was answered on has the site in view: the ring is closed, nothing replaces it.
    await deliverPush(page, ringing('call-here'));
    await expect
      .poll(async () => (await shownNotifications(page)).map((n) => n.tag))
      .toEqual(['call-here']);
    await deliverPush(page, answered('call-here'));
    await expect.poll(async () => (await shownNotifications(page)).length).toBe(0);
    // An ordinary push afterwards still shows: the quiet one took only its own tag's notification.
    await deliverPush(page, { ...answered('call-other'), quiet: false });
    await expect
      .poll(async () => (await shownNotifications(page)).map((n) => n.tag))
      .toEqual(['call-other']);

    // A device with no page of the site open: the ring is replaced, silently, and stays quiet.
    await deliverPush(page, ringing('call-away'));
    await expect.poll(async () => (await shownNotifications(page)).length).toBe(2);
    const elsewhere = await context.newPage();
    await page.close();
    await deliverPush(elsewhere, answered('call-away'), new URL(BASE_URL).origin);
    await expect
      .poll(async () => (await workerNotifications(context)).find((n) => n.tag === 'call-away'))
      .toEqual({
        title: 'Video Call Answered',
        body: 'You answered the call from Arjun Nair on another device.',
        tag: 'call-away',
        silent: true,
        requireInteraction: false,
      });
    await context.close();
  });

  test('offline, a page shows the offline page in English, a Hindi page in Hindi, and comes back', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await registerFreshUser(context.request, 'Farida');
    const page = await homeUnderWorker(context);

    await context.setOffline(true);
    await page.goto('/wallet');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(
      page.getByText('Check your connection; this page will reload when you are back.'),
    ).toBeVisible();
    await expect(page).toHaveTitle('You are offline · Salahkar');
    await expectAccessible(page.locator('body'));
    // The API is never answered from a cache, not even offline.
    const answer = await page.evaluate(() =>
      fetch('/api/auth/me').then(
        (response) => response.status,
        () => 'no network',
      ),
    );
    expect(answer).toBe('no network');

    // A Hindi page, in a tab of its own (the same offline browser).
    const hindi = await context.newPage();
    await hindi.goto('/hi/terms');
    await expect(
      hindi.getByRole('heading', { level: 1, name: hi('installableApp.offline.title') }),
    ).toBeVisible();
    await expect(hindi.getByText(hi('installableApp.offline.text'))).toBeVisible();
    await expect(
      hindi.getByRole('button', { name: hi('installableApp.offline.retry') }),
    ).toBeVisible();
    expect(await hindi.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
    await expectAccessible(hindi.locator('body'));

    // Back online, each page reloads itself into the page that was asked for.
    await context.setOffline(false);
    await expect(
      hindi.getByRole('heading', { level: 1, name: hi('legal.terms.title') }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
    await expect(page).toHaveURL(`${BASE_URL}/wallet`);
    await context.close();
  });

  test('a new version is offered, and Update switches to it', async ({ page }) => {
    // A page of the app itself (signed out, it shows the sign-in in place): /login has a small
    // entry of its own (decision 222), and the app offers the update once signing in opens it.
    await page.goto('/wallet');
    await controlledByWorker(page);
    // A deploy, as the browser sees one: the worker's script changed. (The same file under
    // another address; the app registered `/sw.js`.)
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js?version=next');
    });
    // The banner, in the polite live region that announces it.
    const offer = page
      .locator('[aria-live="polite"]')
      .filter({ hasText: 'A new version of Salahkar is ready.' });
    await expect(offer.getByText('A new version of Salahkar is ready.')).toBeVisible();
    await expectAccessible(offer);

    const reloaded = page.waitForEvent('load');
    await offer.getByRole('button', { name: 'Update' }).click();
    await reloaded;
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
      .toBe(`${BASE_URL}/sw.js?version=next`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
