import { useMutation } from '@tanstack/react-query';
import type { RegisterResponse, RegisterWithOtpInput } from '@salahkar/domain/schemas/auth';
import { apiRequest, payloadWithFiles } from '@/lib/api-client.ts';

/** An account to create: the form's values with role and code, and a professional's documents. */
export type Registration = { payload: RegisterWithOtpInput; credentials: readonly File[] };

const REGISTER_URL = '/api/auth/register-with-otp';

/**
 * POST /api/auth/register-with-otp. JSON, or multipart with the JSON as `payload` when a
 * professional attaches credential documents. A user comes back signed in; a professional awaits
 * an admin's review.
 */
export function useRegisterWithOtp() {
  return useMutation({
    mutationFn: ({ payload, credentials }: Registration) =>
      apiRequest<RegisterResponse>(
        'POST',
        REGISTER_URL,
        payloadWithFiles(payload, 'credentials', credentials),
      ),
    meta: { handlesAuthFailures: true },
  });
}
