import type { CheckoutOrder, VerifyPaymentInput } from '@salahkar/domain/schemas/payments';
import { t } from '@/i18n';

/** The part of Razorpay Checkout (checkout.js) this app uses. */
type RazorpayOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact?: string };
  handler: (response: VerifyPaymentInput) => void;
  modal: { ondismiss: () => void };
  config: unknown;
  theme: { color: string };
};
type RazorpayFailure = { error: { description: string } };
type RazorpayInstance = {
  open: () => void;
  on: (event: 'payment.failed', handler: (response: RazorpayFailure) => void) => void;
};
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const scripts = new Map<string, Promise<RazorpayConstructor>>();

/** Adds Checkout's script tag once per page; a failed load is forgotten so a retry adds it again. */
export function loadCheckoutScript(src: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  const loaded = scripts.get(src);
  if (loaded) return loaded;
  const loading = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Checkout did not start'));
    script.onerror = () => {
      script.remove();
      reject(new Error('Checkout could not be loaded'));
    };
    document.head.append(script);
  });
  loading.catch(() => scripts.delete(src));
  scripts.set(src, loading);
  return loading;
}

export type RazorpayHandlers = {
  onPaid: (fields: VerifyPaymentInput) => void;
  onFailed: (reason: string) => void;
  onDismissed: () => void;
};

// UPI first: most people in India pay that way; the gateway's other methods follow.
const upiFirst = () => ({
  display: {
    blocks: { upi: { name: t('checkout.razorpay.upiBlock'), instruments: [{ method: 'upi' }] } },
    sequence: ['block.upi'],
    preferences: { show_default_blocks: true },
  },
});

/** Opens Razorpay Checkout on the order; the handlers hear how it ended. */
export async function openRazorpayCheckout(
  order: CheckoutOrder,
  handlers: RazorpayHandlers,
): Promise<void> {
  if (!order.checkoutScriptUrl) throw new Error('This order has no Checkout script');
  const Razorpay = await loadCheckoutScript(order.checkoutScriptUrl);
  const checkout = new Razorpay({
    key: order.keyId,
    order_id: order.orderId,
    amount: order.amount,
    currency: order.currency,
    name: 'Salahkar',
    description: order.consultationTitle,
    prefill: {
      name: order.payer.name,
      email: order.payer.email,
      contact: order.payer.contact ?? undefined,
    },
    handler: handlers.onPaid,
    modal: { ondismiss: handlers.onDismissed },
    config: upiFirst(),
    theme: { color: '#0f5e66' },
  });
  checkout.on('payment.failed', (response) => handlers.onFailed(response.error.description));
  checkout.open();
}
