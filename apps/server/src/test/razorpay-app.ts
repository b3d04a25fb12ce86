import type { TestApp } from './app.ts';
import { startFakeRazorpay, type FakeRazorpay } from './fake-razorpay.ts';
import { buildMarketplaceApp } from './marketplace.ts';
import { shared } from './shared.ts';

/**
 * The fake Razorpay on loopback and a marketplace app holding its keys, so the app talks to it
 * over HTTP as it would to api.razorpay.com: for the tests of this file (or describe block),
 * started before the first and closed after the last.
 */
export function useRazorpayApp(env: Record<string, string> = {}): {
  razorpay: FakeRazorpay;
  t: TestApp;
} {
  const razorpay = shared(() => startFakeRazorpay(), { close: (fake) => fake.close() });
  const t = shared(() => buildMarketplaceApp({ ...razorpay.env, ...env }), {
    close: (app) => app.close(),
  });
  return { razorpay, t };
}
