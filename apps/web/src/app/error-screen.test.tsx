import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showInEnglish, showInHindi } from '@/test/languages.ts';
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

describe('ErrorScreen', () => {
  it('offers Refresh Page and Go to Login for an ordinary error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});

    render(<ErrorScreen error={new Error('boom')} />);

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('shows the screen instead of looping when a chunk fails again right after a reload', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    reloadOnce(() => {});

    render(<ErrorScreen error={new TypeError('Failed to fetch dynamically imported module')} />);

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
    showInEnglish();
    vi.restoreAllMocks();
  });

  it('shows the error screen in Hindi', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});

    render(<ErrorScreen error={new Error('boom')} />);

    expect(screen.getByRole('heading', { name: 'कुछ गड़बड़ हो गई' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पेज रीफ़्रेश करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लॉग इन पर जाएँ' })).toHaveAttribute('href', '/login');
  });

  it('names the missing page in Hindi, in the tab too', () => {
    render(<NotFoundPage />);

    expect(screen.getByRole('heading', { name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('पेज नहीं मिला · सलाहकार');
  });
});
