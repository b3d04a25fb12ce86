import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@salahkar/domain/schemas/auth';
import { notify } from '@/components/ui/toaster.tsx';
import { apiRequest, errorMessageOf } from '@/lib/api-client.ts';
import { CURRENT_USER_QUERY_KEY } from './current-user.ts';

/** POST /api/auth/login, then reload the signed-in person so every guard sees the session. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginInput) => apiRequest('POST', '/api/auth/login', credentials),
    // A 401 here means wrong credentials, not an expired session: no "logged out" redirect.
    meta: { handlesAuthFailures: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      notify({ title: 'Logged in successfully', variant: 'success' });
    },
    onError: (error) => {
      notify({
        title: 'Login Failed',
        description: errorMessageOf(error, 'Invalid credentials'),
        variant: 'error',
      });
    },
  });
}
