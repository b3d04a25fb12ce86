import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Billing, BillingInput, CheckoutOrder } from '@salahkar/domain/schemas/payments';
import { apiRequest } from '@/lib/api-client.ts';
import { checkoutKeys } from './use-checkout-order.ts';

/**
 * PUT /api/payments/orders/{orderId}/billing: the payer's state (the tax invoice's place of
 * supply) and a business's GSTIN; the order shown is updated with what the server kept.
 */
export function useSaveBilling(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BillingInput) =>
      apiRequest<Billing>('PUT', `/api/payments/orders/${orderId}/billing`, input),
    onSuccess: (billing) =>
      queryClient.setQueryData<CheckoutOrder>(checkoutKeys.order(orderId), (order) =>
        order ? { ...order, billing } : order,
      ),
  });
}
