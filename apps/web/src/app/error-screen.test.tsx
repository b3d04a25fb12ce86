import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showInHindi } from '@/test/languages.ts';
import { ErrorScreen } from './error-screen.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { isReloadableError, reloadOnce } from './reload-once.ts';

describe('reloading after a stale chunk', () => {
  it('recognises failed lazy chunks and ResizeObserver loops, nothing else', () => {
    expect(
      isReloadableError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isReloadableError(new Error('ResizeObserver loop limit exceeded'))).toBe(true);
    expect(isReloadableError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once, then refuses a second reload right after', () => {
    const reload = vi.fn();

    expect(reloadOnce(reload)).toBe(true);
    expect(reloadOnce(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

/** Renders the error screen, with React's console report of the error kept quiet. */
function renderErrorScreen(error: Error) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(<ErrorScreen error={error} />);
}

/** The screen's heading and its two ways out, Refresh Page and Go to Login, as the reader reads them. */
function expectErrorScreen(texts: { heading: string; refresh: string; login: string }) {
  expect(screen.getByRole('heading', { name: texts.heading })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: texts.refresh })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: texts.login })).toHaveAttribute('href', '/login');
}

describe('ErrorScreen', () => {
  it('offers Refresh Page and Go to Login for an ordinary error', () => {
    renderErrorScreen(new Error('boom'));

    expectErrorScreen({
      heading: 'Something went wrong',
      refresh: 'Refresh Page',
      login: 'Go to Login',
    });
  });

  it('shows the screen instead of looping when a chunk fails again right after a reload', () => {
    reloadOnce(() => {});

    renderErrorScreen(new TypeError('Failed to fetch dynamically imported module'));

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });
});

describe('NotFoundPage', () => {
  it('keeps the English tab title as it was', () => {
    render(<NotFoundPage />);
    expect(document.title).toBe('Page Not Found · Salahkar');
  });
});

describe('the app shell in Hindi', () => {
  beforeEach(showInHindi);
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the error screen in Hindi', () => {
    renderErrorScreen(new Error('boom'));

    expectErrorScreen({
      heading: 'कुछ गड़बड़ हो गई',
      refresh: 'पेज रीफ़्रेश करें',
      login: 'लॉग इन पर जाएँ',
    });
  });

  it('names the missing page in Hindi, in the tab too', () => {
    render(<NotFoundPage />);

    expect(screen.getByRole('heading', { name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('पेज नहीं मिला · सलाहकार');
  });
});
