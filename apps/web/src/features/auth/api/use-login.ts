import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@salahkar/domain/schemas/auth';
import { apiRequest } from '@/lib/api-client.ts';
import { CURRENT_USER_QUERY_KEY } from '@/lib/current-user.ts';

/**
 * POST /api/auth/login, then reload the signed-in person so every guard sees the session. No
 * success toast: the dashboard's greeting already says it. Failures are the form's to show.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginInput) => apiRequest('POST', '/api/auth/login', credentials),
    // A 401 here means wrong credentials, not an expired session: no "logged out" redirect.
    meta: { handlesAuthFailures: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
}
