import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@salahkar/domain/schemas/auth';
import type { PhoneCodeSent } from '@salahkar/domain/schemas/phone';
import { apiRequest } from '@/lib/api-client.ts';
import { CURRENT_USER_QUERY_KEY } from '@/lib/current-user.ts';
import { keepVisitorLanguage } from '../lib/keep-visitor-language.ts';

/**
 * POST /api/auth/phone/send-code: a sign-in code by SMS. The answer is the same whether or not
 * the number has an account, so the form always moves on to the code.
 */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (input: { phone: string }) =>
      apiRequest<PhoneCodeSent>('POST', '/api/auth/phone/send-code', input),
    // A visitor has no session to lose: a 401 here is the server's answer, not a logout.
    meta: { handlesAuthFailures: true },
  });
}

/**
 * POST /api/auth/phone/login, then reload the signed-in person, as the email sign-in does: the
 * login route's guard then takes them where they were going.
 */
export function usePhoneLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { phone: string; code: string }) => {
      const answer = await apiRequest<LoginResponse>('POST', '/api/auth/phone/login', input);
      await keepVisitorLanguage(answer?.user);
      return answer;
    },
    meta: { handlesAuthFailures: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
}
