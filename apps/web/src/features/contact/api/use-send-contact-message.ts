import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@salahkar/domain/schemas/contact';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/contact: any non-OK answer is a failure (docs/product/rulings.md, R-44). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessageInput) => apiRequest('POST', '/api/contact', message),
  });
}
