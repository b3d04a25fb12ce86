import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './error-screen.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { showInEnglish, showInHindi } from '@/test/languages.ts';

afterEach(() => {
  showInEnglish();
  vi.restoreAllMocks();
});

describe('the app shell in Hindi', () => {
  it('shows the error screen in Hindi', () => {
    showInHindi();
    vi.spyOn(console, 'error').mockImplementation(() => {});

    render(<ErrorScreen error={new Error('boom')} />);

    expect(screen.getByRole('heading', { name: 'कुछ गड़बड़ हो गई' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पेज रीफ़्रेश करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लॉग इन पर जाएँ' })).toHaveAttribute('href', '/login');
  });

  it('names the missing page in Hindi, in the tab too', () => {
    showInHindi();

    render(<NotFoundPage />);

    expect(screen.getByRole('heading', { name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('पेज नहीं मिला · सलाहकार');
  });

  it('keeps the English tab title as it was', () => {
    render(<NotFoundPage />);
    expect(document.title).toBe('Page Not Found · Salahkar');
  });
});
