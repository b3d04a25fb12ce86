import type { FastifyBaseLogger } from 'fastify';
import { logSafeError } from '../log-safe-error.ts';

/**
 * Delivery passes of an outbox (mail, or pushes and messages) started when something has just been
 * queued, so it leaves within moments instead of at the next timed pass (and with the jobs off, as
 * in tests and many dev runs).
 */
export interface PromptDelivery {
  /**
   * Starts a pass in the background, after commit. Never two at once: a kick during a pass runs
   * one more pass after it, for the mail queued meanwhile. Failures are logged, never thrown.
   */
  kick(): void;
  /** Resolves once no pass is running or due to run (tests wait for it before reading a peer). */
  settle(): Promise<void>;
  /** Takes no more kicks and waits for the pass under way: called before the server closes. */
  stop(): Promise<void>;
}

/** How long after a kick a pass starts: well past the answer of the request that kicked it. */
const PASS_DELAY_MS = 20;

export function createPromptDelivery(
  deliver: () => Promise<unknown>,
  log: FastifyBaseLogger,
): PromptDelivery {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const passes = async () => {
    // Kicked at a commit, the pass starts once the request that committed has finished its
    // answer: no answer pays for the pass it kicked (so one that queued a mail takes as long as
    // one that did not), and settle() still sees it from the kick. The next turn of the loop was
    // not enough: an answer finishes when its write's callback comes back, after that turn, and the
    // pass's first synchronous work (preparing the message and its statements) landed in it, so a
    // reset asked for an existing account answered measurably later than one for no account.
    await new Promise((resolve) => setTimeout(resolve, PASS_DELAY_MS));
    do {
      again = false;
      try {
        await deliver();
      } catch (error) {
        log.error({ err: logSafeError(error) }, 'delivery pass failed');
      }
    } while (again && !stopped);
  };

  return {
    kick() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = passes().finally(() => {
        running = null;
      });
    },
    async settle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      while (running) await running;
    },
  };
}
