import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER_QUERY_KEY, type CurrentUser } from '@/lib/current-user.ts';
import { fakeFetch, apiError } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import { useSaveLanguage } from './use-save-language.ts';

resetFakesAfterEach();

function renderSave() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, SIGNED_IN_USER);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useSaveLanguage(), { wrapper }) };
}

describe('useSaveLanguage', () => {
  it('sends only the language and keeps the answer as the signed-in person', async () => {
    const saved: CurrentUser = { ...SIGNED_IN_USER, preferredLanguage: 'hi' };
    const { calls } = fakeFetch({ 'PUT /api/profile': { body: saved } });
    const { result, queryClient } = renderSave();

    await act(() => result.current.mutateAsync('hi'));

    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ preferredLanguage: 'hi' });
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toEqual(saved);
  });

  it('reports a failure and leaves the signed-in person as they were', async () => {
    fakeFetch({
      'PUT /api/profile': apiError(400, 'VALIDATION_FAILED', 'Please choose English or Hindi'),
    });
    const { result, queryClient } = renderSave();

    act(() => result.current.mutate('hi'));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toEqual(SIGNED_IN_USER);
  });
});
