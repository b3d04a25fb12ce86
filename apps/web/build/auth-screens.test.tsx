import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthEntry, authRoutes, whenReady } from '@/app/auth-router.tsx';
import { activateLanguage } from '@/i18n';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { showInEnglish } from '@/test/languages.ts';
import { renderAuthScreen } from './prerender-entry.tsx';

// The sign-in and registration screens the build renders into auth.html (decision 222): the
// browser takes that HTML over with the same tree (auth-main.tsx), so the two must agree, and
// the rendered form must not be sent before its script can handle it.

/** The roots taken over, unmounted after each test: left mounted, React's scheduler could still
 * run their work once the file's page is gone ("window is not defined" on a loaded machine). */
const mounted: Root[] = [];

afterEach(() => {
  act(() => mounted.splice(0).forEach((root) => root.unmount()));
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  showInEnglish();
});

/** The HTML the build renders for `path`, in a page, taken over as the browser does. */
async function takeOver(path: '/login' | '/register', language: 'en' | 'hi') {
  const { html } = await renderAuthScreen(path, language);
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  const renderedForm = root.querySelector('fieldset')?.disabled;
  const renderedSwitch = languageSwitch(root).disabled;
  await activateLanguage(language, 'auth');
  const mismatches: unknown[] = [];
  const router = createMemoryRouter(authRoutes(), { initialEntries: [path] });
  await whenReady(router);
  await act(async () => {
    mounted.push(
      hydrateRoot(root, <AuthEntry router={router} />, {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );
  });
  return { root, renderedForm, renderedSwitch, mismatches };
}

/** The English ⇄ हिन्दी switch beside the brand. */
function languageSwitch(root: HTMLElement): HTMLButtonElement {
  return root.querySelector<HTMLButtonElement>('main > div button')!;
}

describe('the sign-in screens rendered ahead of time', { timeout: 20_000 }, () => {
  it.each([
    ['/login', 'en', 'Sign In'],
    ['/register', 'en', 'Register'],
    ['/login', 'hi', 'साइन इन करें'],
    ['/register', 'hi', 'रजिस्टर करें'],
  ] as const)(
    '%s in %s is taken over as rendered, its form and language switch usable only then',
    async (path, language, title) => {
      fakeFetch({ 'GET /api/auth/user': { status: 401, body: { code: 'UNAUTHENTICATED' } } });
      const { root, renderedForm, renderedSwitch, mismatches } = await takeOver(path, language);

      expect(mismatches).toEqual([]);
      expect(root.querySelector('h1')?.textContent).toBe(title);
      expect(renderedForm).toBe(true);
      expect(root.querySelector('fieldset')?.disabled).toBe(false);
      expect(renderedSwitch).toBe(true);
      expect(languageSwitch(root).disabled).toBe(false);
    },
  );
});
