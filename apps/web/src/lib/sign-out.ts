import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { quietWhileSigningOut } from './auth-failures.ts';
import { useLiveClient } from './live/index.ts';

/** What ends this browser's session: sign-out, or "Sign out of all devices". */
export type SignOutRequest = '/api/logout' | '/api/auth/sessions/sign-out-all';

const goHome = (url: string) => window.location.assign(url);

/**
 * Signs this browser out by POST (a GET would let any site do it) and goes to the landing page by
 * a full page load (docs/product/rulings.md, R-25). The live channel closes first, so the server's
 * "session ended" is not mistaken for news; once the server has said yes, nothing of the person
 * stays in memory and the calls still out fail quietly. If the server could not be reached, the
 * channel opens again and the caller says so.
 */
export function useSignOut(navigate: (url: string) => void = goHome) {
  const queryClient = useQueryClient();
  const live = useLiveClient();
  return useMutation({
    mutationFn: async (request: SignOutRequest = '/api/logout') => {
      live?.stop();
      try {
        await apiRequest('POST', request);
      } catch (error) {
        live?.start();
        throw error;
      }
    },
    onSuccess: () => {
      quietWhileSigningOut();
      queryClient.clear();
      navigate('/');
    },
  });
}
