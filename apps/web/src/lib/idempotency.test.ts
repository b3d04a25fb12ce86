import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { newIdempotencyKey, retryLostRequest } from './idempotency.ts';

describe('idempotency keys', () => {
  it('are new for every click and match the form the server accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
  });

  it('are resent a few times at most for a call that got no answer, never once answered', () => {
    expect(retryLostRequest(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryLostRequest(2, new TypeError('Failed to fetch'))).toBe(false);
    expect(retryLostRequest(0, new ApiError(409, 'Conflict', ''))).toBe(false);
  });
});
