import { useQuery } from '@tanstack/react-query';
import type { CheckoutOrder } from '@salahkar/domain/schemas/payments';

/** Query keys are the URLs they GET (docs/product/rulings.md, R-38). */
export const checkoutKeys = {
  order: (orderId: string) => ['/api/payments/orders', orderId] as const,
};

/** GET /api/payments/orders/{orderId}: what the checkout shows. Read fresh: a hold runs out. */
export function useCheckoutOrder(orderId: string) {
  return useQuery<CheckoutOrder>({ queryKey: checkoutKeys.order(orderId), staleTime: 0 });
}
