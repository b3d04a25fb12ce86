import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSessions } from '@salahkar/domain/schemas/auth';
import { apiRequest } from '@/lib/api-client.ts';

/** GET /api/auth/sessions: where the person is signed in, this browser marked current. */
export const SESSIONS_QUERY_KEY = ['/api/auth/sessions'] as const;

/** Read afresh each time the section shows: a device may have signed in or out meanwhile. */
export function useAccountSessions() {
  return useQuery<AccountSessions>({ queryKey: SESSIONS_QUERY_KEY, staleTime: 0 });
}

/** DELETE /api/auth/sessions/{id}: that device is signed out at once (its live channel too). */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/auth/sessions/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<AccountSessions>(SESSIONS_QUERY_KEY, (list) =>
        list ? { sessions: list.sessions.filter((session) => session.id !== id) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
  });
}
