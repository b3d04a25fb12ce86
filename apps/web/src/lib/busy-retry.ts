/**
 * How the web app answers a server that is too busy (decision 211): a write refused with 503 and
 * `Retry-After` was not done, so it is sent again after the wait the server asked for, doubled at
 * each further refusal, plus up to half as much again at random, so the clients a busy server
 * refused together do not all come back at the same instant. A few tries, then the refusal stands
 * and the person sees the server's "very busy" message.
 */
export const BUSY_RETRIES = 3;

/** No single wait is longer than this, whatever the server asks. */
const LONGEST_WAIT_MS = 20_000;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * How long to wait before sending a refused write again (the `retry`th time, from 0), or null
 * when it should not be: not a write, not a 503 with Retry-After, or out of tries.
 */
export function busyRetryDelayMs(
  method: string,
  response: Pick<Response, 'status' | 'headers'>,
  retry: number,
  random: () => number = Math.random,
): number | null {
  if (!WRITES.has(method) || response.status !== 503 || retry >= BUSY_RETRIES) return null;
  const asked = response.headers.get('retry-after');
  if (asked === null) return null;
  const seconds = Number(asked);
  // Seconds, or an HTTP date.
  const waitMs = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(asked) - Date.now();
  if (!Number.isFinite(waitMs) || waitMs < 0) return null;
  return Math.min(LONGEST_WAIT_MS, Math.round(waitMs * 2 ** retry * (1 + random() / 2)));
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
