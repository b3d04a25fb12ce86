import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhoneCodeSent, PhoneStatus } from '@salahkar/domain/schemas/phone';
import { apiRequest } from '@/lib/api-client.ts';

/** GET /api/profile/phone: the person's verified mobile number, if any. */
export const PHONE_QUERY_KEY = ['/api/profile/phone'] as const;

export function usePhoneStatus() {
  return useQuery<PhoneStatus>({ queryKey: PHONE_QUERY_KEY });
}

/** POST /api/profile/phone: a verification code to the number by SMS. The form shows failures. */
export function useRequestPhoneCode() {
  return useMutation({
    mutationFn: (input: { phone: string }) =>
      apiRequest<PhoneCodeSent>('POST', '/api/profile/phone', input),
  });
}

/** POST /api/profile/phone/verify: the number becomes the verified one once its code matches. */
export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { phone: string; code: string }) =>
      apiRequest<PhoneStatus>('POST', '/api/profile/phone/verify', input),
    onSuccess: (status) => queryClient.setQueryData(PHONE_QUERY_KEY, status),
  });
}

/** DELETE /api/profile/phone: the number no longer signs in or receives messages. */
export function useRemovePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<PhoneStatus>('DELETE', '/api/profile/phone'),
    onSuccess: (status) => queryClient.setQueryData(PHONE_QUERY_KEY, status),
  });
}
