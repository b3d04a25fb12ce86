import { useMutation } from '@tanstack/react-query';
import type { VerifyOtpInput } from '@salahkar/domain/schemas/auth';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/auth/verify-otp: checks the code before the account is created with it. */
export function useVerifyOtp() {
  return useMutation({
    mutationFn: (input: VerifyOtpInput) => apiRequest('POST', '/api/auth/verify-otp', input),
    meta: { handlesAuthFailures: true },
  });
}
