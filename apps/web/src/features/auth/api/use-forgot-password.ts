import { useMutation } from '@tanstack/react-query';
import type { AuthMessageResponse, EmailOnlyInput } from '@salahkar/domain/schemas/auth';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/auth/forgot-password: answers the same whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: EmailOnlyInput) =>
      apiRequest<AuthMessageResponse>('POST', '/api/auth/forgot-password', input),
    meta: { handlesAuthFailures: true },
  });
}
