import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.ts';
import { SESSION_COOKIE } from './session.ts';

// Every /api request counts towards the per-address limit, in memory, before anything else it
// costs: a forged cookie is refused (401) only after it was counted, so it can be tried no more
// often than any request, and an unknown path counts as a known one.

const FORGED = `${SESSION_COOKIE}=${'f'.repeat(43)}`;

describe('the per-address limit', () => {
  it('counts refused requests: 300 forged cookies are 401s, then 429 before any lookup', async () => {
    const t = await buildTestApp({ RATE_LIMIT_MAX: '300' });
    try {
      const statuses = new Map<number, number>();
      for (let i = 0; i < 320; i++) {
        const response = await t.request('/api/auth/user', { headers: { cookie: FORGED } });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
      expect(Object.fromEntries(statuses)).toEqual({ 401: 300, 429: 20 });
      // Once refused, the address is refused whatever it asks, a real route as an unknown one.
      for (const pathname of ['/api/professions', '/api/no-such-route', '/%61pi/professions']) {
        const response = await t.request(pathname);
        expect(response.status, pathname).toBe(429);
        expect((await response.json()).code).toBe('RATE_LIMITED');
      }
      // Pages and health checks are not API requests the limit counts.
      expect((await t.request('/api/health')).status).toBe(200);
      expect((await t.request('/')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('counts unknown paths as known ones', async () => {
    const t = await buildTestApp({ RATE_LIMIT_MAX: '5' });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        const response = await t.request(`/api/no-such-route-${i}`);
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    } finally {
      await t.close();
    }
  });
});
