import type { AppContext } from '../../context.ts';
import { pruneHeartbeats, recordHeartbeat } from './availability.ts';
import type { Job } from '../../jobs/job-runner.ts';

/**
 * Recorded health for the admin's availability figure: each pass (every JOB_INTERVAL_SECONDS, 30
 * by default, so every minute gets at least one) upserts the current minute's heartbeat, which
 * succeeds only when the database answers, and prunes rows past the retention. Any number of
 * instances may beat the same minute; the row is one.
 */
export const heartbeatJob: Job = {
  name: 'heartbeat',
  async runOnce(ctx: AppContext, now = new Date()) {
    await recordHeartbeat(ctx.db, now);
    await pruneHeartbeats(ctx.db, now);
    // Nothing the log should report as work done.
    return 0;
  },
};
