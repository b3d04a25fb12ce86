import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { loadOrCreateSecret } from '../../secrets.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';
import { createSimulatedGateway, type SimulatedGateway } from './simulated-gateway.ts';

export type { PaymentGateway } from './payment-gateway.ts';
export type { SimulatedGateway } from './simulated-gateway.ts';

/** Razorpay when its three keys are configured, else the built-in simulated gateway. */
export async function createPaymentGateway(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
): Promise<PaymentGateway> {
  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } = config;
  if (RAZORPAY_KEY_ID && RAZORPAY_KEY_SECRET && RAZORPAY_WEBHOOK_SECRET) {
    return createRazorpayGateway({
      keyId: RAZORPAY_KEY_ID,
      keySecret: RAZORPAY_KEY_SECRET,
      webhookSecret: RAZORPAY_WEBHOOK_SECRET,
      apiBase: config.RAZORPAY_API_BASE,
      checkoutScriptUrl: config.RAZORPAY_CHECKOUT_SCRIPT,
    });
  }
  const secret = await loadOrCreateSecret(
    config,
    'simulated-gateway-secret',
    config.SIMULATED_GATEWAY_SECRET,
  );
  return createSimulatedGateway({ db, secret, log });
}

/** Whether the active gateway is the built-in one (its simulate route exists only then). */
export function isSimulatedGateway(gateway: PaymentGateway): gateway is SimulatedGateway {
  return gateway.name === 'simulated' && 'pay' in gateway;
}
