import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { renderApp, SIGNED_IN_USER } from '@/test/render-app.tsx';
import appEnglish from './catalogs/app-en.ts';
import appHindi from './catalogs/app-hi.ts';
import { activateLanguage, i18n, loadTexts } from './i18n.ts';

// The tests' own setup speaks the app's texts with every part's (it renders a part's pages
// without their routes); here the screens hold only what the app's catalog brings, as in a
// browser before any page of a part has opened.
beforeEach(() => {
  i18n.loadAndActivate({ locale: 'hi', messages: { ...appHindi } });
  i18n.loadAndActivate({ locale: 'en', messages: { ...appEnglish } });
});

resetFakesAfterEach();

describe("a part's texts", () => {
  it('are not on screen until the part is loaded, and follow a switch of language after', async () => {
    expect(i18n._('admin.payoutStatus.paid')).toBe('admin.payoutStatus.paid');

    await loadTexts('admin');
    expect(i18n._('admin.payoutStatus.paid')).toBe('Paid');

    await activateLanguage('hi', 'app');
    expect(i18n._('admin.payoutStatus.paid')).toBe('भुगतान हो गया');
    expect(i18n._('common.pages.terms.title')).not.toBe('common.pages.terms.title');
    expect(i18n._('legal.page.contents')).toBe('legal.page.contents');
  });

  it('reach the language a switch under way goes to', async () => {
    const switching = activateLanguage('hi', 'app');
    await loadTexts('legal');
    await switching;

    expect(i18n.locale).toBe('hi');
    expect(i18n._('legal.page.contents')).toBe('इस पेज पर');
  });
});

describe("a part's pages", () => {
  it('open with their texts: a policy page', async () => {
    fakeFetch({
      'GET /api/auth/user': { status: 401, body: { code: 'UNAUTHENTICATED', message: '' } },
    });

    renderApp('/terms');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main').textContent).not.toMatch(/\blegal\./);
  });

  it("open with their texts: an admin's home", async () => {
    fakeFetch({ 'GET /api/auth/user': { body: { ...SIGNED_IN_USER, role: 'admin' } } });

    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\badmin\.[a-z]/);
  });
});
