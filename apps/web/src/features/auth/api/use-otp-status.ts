import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

type OtpMailStatus = 'none' | 'pending' | 'sent' | 'failed';

/**
 * GET /api/auth/otp-status: where the mail of the address's latest code stands. The code leaves
 * after send-otp has answered, so the dialog asks every 1.5 s until it is sent or has failed, and
 * says "we could not send the code" then. `round` restarts the asking after a resend.
 */
export function useOtpStatus(email: string | null, round: number) {
  return useQuery({
    queryKey: ['auth', 'otp-status', email, round],
    queryFn: () =>
      apiRequest<{ status: OtpMailStatus }>(
        'GET',
        `/api/auth/otp-status?email=${encodeURIComponent(email ?? '')}`,
      ),
    enabled: email !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'sent' || status === 'failed' ? false : 1500;
    },
    retry: false,
    meta: { handlesAuthFailures: true },
  });
}
