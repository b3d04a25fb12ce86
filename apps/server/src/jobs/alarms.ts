import type { FastifyBaseLogger } from 'fastify';

/**
 * One-off work at a moment known in advance (a call's ring running out), so what falls due then is
 * handled on time instead of up to a job interval late. The timed jobs still catch everything an
 * alarm would have (one set on another instance, one lost to a restart); an alarm only comes
 * sooner. Nothing is set while jobs are off (tests run the jobs themselves, with their own `now`).
 */
export interface Alarms {
  /** Runs `work` at `moment` on this instance; a failure is logged, never thrown. */
  at(moment: Date, name: string, work: () => Promise<unknown>): void;
  /** Clears the alarms still to ring and waits for those ringing. */
  stop(): Promise<void>;
}

export function createAlarms(log: FastifyBaseLogger, enabled: boolean): Alarms {
  const timers = new Set<NodeJS.Timeout>();
  const ringing = new Set<Promise<void>>();
  let stopped = false;
  return {
    at(moment, name, work) {
      if (!enabled || stopped) return;
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          const run = work()
            .then(() => undefined)
            .catch((error: unknown) => log.error({ err: error, alarm: name }, 'alarm failed'))
            .finally(() => ringing.delete(run));
          ringing.add(run);
        },
        Math.max(0, moment.getTime() - Date.now()),
      );
      // An alarm never keeps the process alive: the jobs would do its work after a restart.
      timer.unref();
      timers.add(timer);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(ringing);
    },
  };
}
