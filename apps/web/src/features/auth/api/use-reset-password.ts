import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AuthMessageResponse,
  ResetPasswordInput,
  VerifyResetTokenResponse,
} from '@salahkar/domain/schemas/auth';
import { ApiError, apiRequest } from '@/lib/api-client.ts';

/** What the reset page learns about the token in its link. */
export type ResetTokenCheck = { valid: true; email?: string } | { valid: false; message: string };

const INVALID_TOKEN = 'Invalid or expired reset token';

async function checkResetToken(token: string): Promise<ResetTokenCheck> {
  try {
    const answer = await apiRequest<VerifyResetTokenResponse>(
      'GET',
      `/api/auth/verify-reset-token/${encodeURIComponent(token)}`,
    );
    return answer.valid
      ? { valid: true, email: answer.email }
      : { valid: false, message: answer.message || INVALID_TOKEN };
  } catch (error) {
    // The server may refuse a dead token with a 4xx instead of `valid: false`; both mean the same.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { valid: false, message: error.serverMessage ?? INVALID_TOKEN };
    }
    throw error;
  }
}

/** GET /api/auth/verify-reset-token/{token}: is the link still good? Errors mean "could not ask". */
export function useResetTokenCheck(token: string) {
  return useQuery({
    queryKey: ['/api/auth/verify-reset-token', token],
    queryFn: () => checkResetToken(token),
    enabled: token !== '',
    staleTime: Infinity,
    meta: { handlesAuthFailures: true },
  });
}

/** POST /api/auth/reset-password. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiRequest<AuthMessageResponse>('POST', '/api/auth/reset-password', input),
    meta: { handlesAuthFailures: true },
  });
}
