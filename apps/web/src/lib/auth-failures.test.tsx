import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { ApiError } from './api-client.ts';
import { createAuthFailureHandler } from './auth-failures.ts';

beforeEach(() => {
  vi.useFakeTimers();
  render(<Toaster />);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('handleAuthFailure', () => {
  it('toasts "Unauthorized" and goes to /login after 500 ms, once for many failures', () => {
    const navigate = vi.fn();
    const handleAuthFailure = createAuthFailureHandler(navigate).handle;
    const unauthorized = new ApiError(401, 'Unauthorized', '');

    act(() => {
      expect(handleAuthFailure(unauthorized)).toBe(true);
      handleAuthFailure(unauthorized);
    });

    // The toaster renders on its next tick.
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(498));
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('sends a suspended person home after 3 s', () => {
    window.history.replaceState(null, '', '/submit-consultation');
    const navigate = vi.fn();
    const handleAuthFailure = createAuthFailureHandler(navigate).handle;
    const suspended = new ApiError(
      403,
      'Forbidden',
      JSON.stringify({ code: 'ACCOUNT_SUSPENDED', message: 'Account suspended' }),
    );

    act(() => {
      handleAuthFailure(suspended);
    });

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Account suspended')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2998));
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledWith('/');
    window.history.replaceState(null, '', '/');
  });

  it('leaves other failures to the caller', () => {
    const navigate = vi.fn();
    const handleAuthFailure = createAuthFailureHandler(navigate).handle;

    expect(handleAuthFailure(new ApiError(409, 'Conflict', ''))).toBe(false);
    act(() => vi.advanceTimersByTime(5000));
    expect(navigate).not.toHaveBeenCalled();
  });
});
