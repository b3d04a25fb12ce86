import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { LiveProvider } from './live/index.ts';
import type { LiveClient } from './live/live-client.ts';
import { useSignOut } from './sign-out.ts';

function setUp() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['/api/consultations'], [{ id: 'c-1', title: 'My ITR' }]);
  const live = { stop: vi.fn(), start: vi.fn() } as unknown as LiveClient;
  const navigate = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <LiveProvider client={live}>{children}</LiveProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useSignOut(navigate), { wrapper });
  return { result, queryClient, live, navigate };
}

resetFakesAfterEach();

describe('useSignOut', () => {
  it('closes the live channel, POSTs, forgets everything and goes home', async () => {
    const { calls } = fakeFetch({ 'POST /api/logout': { status: 204 } });
    const { result, queryClient, live, navigate } = setUp();

    act(() => result.current.mutate('/api/logout'));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST /api/logout']);
    expect(live.stop).toHaveBeenCalled();
    expect(live.start).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['/api/consultations'])).toBeUndefined();
  });

  it('signs out of all devices through its own route', async () => {
    const { calls } = fakeFetch({ 'POST /api/auth/sessions/sign-out-all': { status: 204 } });
    const { result, navigate } = setUp();

    act(() => result.current.mutate('/api/auth/sessions/sign-out-all'));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(calls.map(({ url }) => url)).toEqual(['/api/auth/sessions/sign-out-all']);
  });

  it('stays, with the channel open again and the data kept, when the server cannot be reached', async () => {
    fakeFetch({
      'POST /api/logout': { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } },
    });
    const { result, queryClient, live, navigate } = setUp();

    act(() => result.current.mutate('/api/logout'));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(live.start).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['/api/consultations'])).toHaveLength(1);
  });
});
