import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How soon an answer that must not tell whether an account exists (forgot-password, an email or
 * SMS sign-in code) is given at the earliest, whatever the address or number. The two paths do
 * the same steps, but their writes still differ a little (a real link, a queued SMS), and on a
 * loaded machine a commit's wait for the disk varies by tens of milliseconds: held to a floor well
 * above what the work takes (its p90 was 76 ms beside two other test jobs on two cores), every
 * answer takes the floor's time and the work's noise never shows (decision 096).
 */
export const EVEN_ANSWER_FLOOR_MS = 250;

/** Does `work` and answers, or fails, no sooner than the floor after it started. */
export async function answerEvenly<T>(work: () => Promise<T>): Promise<T> {
  const answerAt = performance.now() + EVEN_ANSWER_FLOOR_MS;
  try {
    return await work();
  } finally {
    await sleep(Math.max(0, answerAt - performance.now()));
  }
}
