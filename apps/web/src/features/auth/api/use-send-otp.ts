import { useMutation } from '@tanstack/react-query';
import type { AuthMessageResponse, EmailOnlyInput } from '@salahkar/domain/schemas/auth';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * POST /api/auth/send-otp: mails a 6-digit code to an address not yet registered, and the owner of
 * a registered one a sign-in hint instead, answering both alike (429 when asked again within a
 * minute). Callers toast: sending and resending say different things.
 */
export function useSendOtp() {
  return useMutation({
    mutationFn: (input: EmailOnlyInput) =>
      apiRequest<AuthMessageResponse>('POST', '/api/auth/send-otp', input),
    // A visitor has no session to lose: a 401 here is the server's answer, not a logout.
    meta: { handlesAuthFailures: true },
  });
}
