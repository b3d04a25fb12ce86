import { buildTestApp, type TestApp } from './app.ts';
import { shared } from './shared.ts';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer.ts';

// Beside smtp-peer.ts, not in it: the cluster journey's mailbox (e2e) uses the peer alone, and
// would otherwise take the whole test app into its typecheck.

/**
 * A real SMTP peer on loopback and an app sending its mail through it (a plain test app unless
 * `build` makes another), for the tests of this file (or describe block); the app closes first,
 * then the peer.
 */
export function useSmtpApp(
  env: Record<string, string> = {},
  build: (env: Record<string, string>) => Promise<TestApp> = buildTestApp,
): { smtp: SmtpPeer; t: TestApp } {
  const smtp = shared(() => startSmtpPeer(), { close: (peer) => peer.close() });
  const t = shared(() => build({ SMTP_URL: smtp.url, ...env }), { close: (app) => app.close() });
  return { smtp, t };
}
