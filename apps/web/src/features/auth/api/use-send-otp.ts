import { useMutation } from '@tanstack/react-query';
import type { AuthMessageResponse, EmailOnlyInput } from '@salahkar/domain/schemas/auth';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * POST /api/auth/send-otp: mails a 6-digit code to an address not yet registered (409 when it is,
 * 429 when asked again within a minute). Callers toast: sending and resending say different things.
 */
export function useSendOtp() {
  return useMutation({
    mutationFn: (input: EmailOnlyInput) =>
      apiRequest<AuthMessageResponse>('POST', '/api/auth/send-otp', input),
    // A visitor has no session to lose: a 401 here is the server's answer, not a logout.
    meta: { handlesAuthFailures: true },
  });
}
