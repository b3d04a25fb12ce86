import type { TestApp } from './app.ts';
import { startFakeRazorpay, type FakeRazorpay } from './fake-razorpay.ts';
import { buildMarketplaceApp } from './marketplace.ts';
import { createServerProcess, type ServerProcess } from './server-process.ts';
import { shared } from './shared.ts';

/**
 * What the crash tests run on (PostgreSQL only): the fake Razorpay, a marketplace app on it that
 * sets the cases up, and the real server as its own process on that app's database against the
 * same fake, so a test can kill it mid-flight and start it again. Made before the first test of
 * the file (or describe block), closed after its last: the server first, the fake last.
 */
export function useKillableServer(): { razorpay: FakeRazorpay; t: TestApp; server: ServerProcess } {
  const razorpay = shared(startFakeRazorpay, { close: (fake) => fake.close() });
  const t = shared(() => buildMarketplaceApp(razorpay.env), { close: (app) => app.close() });
  const server = shared(
    () =>
      createServerProcess(t.database.url!, {
        ...razorpay.env,
        JOBS_ENABLED: 'false',
        RATE_LIMIT_MAX: '10000',
      }),
    { close: (running) => running.close(), timeout: 120_000 },
  );
  return { razorpay, t, server };
}
