import type { AppContext } from '../../context.ts';
import { phoneReachSenders } from './phone-senders.ts';
import type { ReachSenders } from './reach-outbox.ts';

/**
 * The sender of each reach channel, from the configuration: web pushes through the push services,
 * SMS through the configured provider (or the dev mailbox), WhatsApp through the Cloud API when it
 * is configured. A channel left out keeps its rows queued.
 */
export function createReachSenders(ctx: AppContext): ReachSenders {
  return { ...phoneReachSenders(ctx.config, ctx.log) };
}
