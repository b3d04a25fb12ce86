import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError } from './api-client.ts';
import { BUSY_RETRIES, busyRetryDelayMs } from './busy-retry.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';

// Issue 31: clients that came straight back after a 503 kept a busy server busy. A write refused
// with Retry-After waits what the server asked, doubled each time, with jitter, a few times.

resetFakesAfterEach();
afterEach(() => {
  vi.useRealTimers();
});

const busy = (retryAfter: string | null) =>
  new Response(JSON.stringify({ code: 'SERVER_BUSY', message: 'Salahkar is very busy' }), {
    status: 503,
    headers: {
      'Content-Type': 'application/json',
      ...(retryAfter === null ? {} : { 'Retry-After': retryAfter }),
    },
  });
const created = () =>
  new Response(JSON.stringify({ id: 'm1' }), {
    status: 201,
    headers: { 'Content-Type': 'application/json' },
  });

/** fetch answering from a list, one answer per call; the calls' times are kept. */
function answers(...replies: (() => Response)[]) {
  const at: number[] = [];
  const fetchMock = vi.fn(async () => {
    at.push(Date.now());
    const next = replies.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, at };
}

describe('busyRetryDelayMs', () => {
  const response = (status: number, retryAfter: string | null) => ({
    status,
    headers: new Headers(retryAfter === null ? {} : { 'retry-after': retryAfter }),
  });

  it('waits what the server asked, doubled at each retry, plus up to half again at random', () => {
    expect(busyRetryDelayMs('POST', response(503, '2'), 0, () => 0)).toBe(2000);
    expect(busyRetryDelayMs('POST', response(503, '2'), 0, () => 0.999)).toBe(2999);
    expect(busyRetryDelayMs('PUT', response(503, '2'), 1, () => 0)).toBe(4000);
    expect(busyRetryDelayMs('DELETE', response(503, '2'), 2, () => 0.5)).toBe(10_000);
  });

  it('sends nothing again that was not a refused write, nor past its tries', () => {
    expect(busyRetryDelayMs('GET', response(503, '1'), 0)).toBeNull();
    expect(busyRetryDelayMs('POST', response(500, '1'), 0)).toBeNull();
    expect(busyRetryDelayMs('POST', response(429, '1'), 0)).toBeNull();
    expect(busyRetryDelayMs('POST', response(503, null), 0)).toBeNull();
    expect(busyRetryDelayMs('POST', response(503, 'soon'), 0)).toBeNull();
    expect(busyRetryDelayMs('POST', response(503, '1'), BUSY_RETRIES)).toBeNull();
  });
});

describe('apiRequest when the server is too busy', () => {
  it('sends a refused write again after the Retry-After wait and resolves with its answer', async () => {
    vi.useFakeTimers({ now: 0 });
    const { fetchMock, at } = answers(
      () => busy('1'),
      () => busy('1'),
      created,
    );

    const sent = apiRequest('POST', '/api/consultations/c1/messages', { message: 'Hello' });
    await vi.runAllTimersAsync();

    await expect(sent).resolves.toEqual({ id: 'm1' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // 1 s then 2 s, each with up to half again of jitter.
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(1000);
    expect(at[1]! - at[0]!).toBeLessThanOrEqual(1500);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(2000);
    expect(at[2]! - at[1]!).toBeLessThanOrEqual(3000);
    const [, init] = fetchMock.mock.calls[2] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"message":"Hello"}');
  });

  it('gives up after its tries with the server’s refusal', async () => {
    vi.useFakeTimers({ now: 0 });
    const { fetchMock } = answers(
      ...Array.from({ length: BUSY_RETRIES + 1 }, () => () => busy('1')),
    );

    const sent = apiRequest('PUT', '/api/profile', { name: 'Asha' });
    const settled = sent.catch((error: unknown) => error);
    await vi.runAllTimersAsync();

    const error = await settled;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(BUSY_RETRIES + 1);
  });

  it('does not send a read or a 503 without Retry-After again', async () => {
    const { fetchMock } = answers(() => busy(null));
    await expect(apiRequest('POST', '/api/contact', {})).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const reads = answers(() => busy('1'));
    await expect(apiRequest('GET', '/api/profile')).rejects.toBeInstanceOf(ApiError);
    expect(reads.fetchMock).toHaveBeenCalledTimes(1);
  });
});
