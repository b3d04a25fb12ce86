import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '@salahkar/domain/schemas/auth';
import { apiRequest } from '@/lib/api-client.ts';
import { CURRENT_USER_QUERY_KEY } from '@/lib/current-user.ts';
import { keepVisitorLanguage } from '../lib/keep-visitor-language.ts';

/**
 * POST /api/auth/login (keeping the language the visitor chose, keep-visitor-language.ts), then
 * reload the signed-in person so every guard sees the session. No
 * success toast: the dashboard's greeting already says it. Failures are the form's to show.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginInput) => {
      const answer = await apiRequest<LoginResponse>('POST', '/api/auth/login', credentials);
      await keepVisitorLanguage(answer?.user);
      return answer;
    },
    // A 401 here means wrong credentials, not an expired session: no "logged out" redirect.
    meta: { handlesAuthFailures: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
}
