import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerRateLimit, windowMs } from './rate-limit.ts';

// The in-memory limit answers as @fastify/rate-limit's did: the same headers on every limited
// answer, 429 with Retry-After past the limit, a fixed window per address, a route's own counter.

let app: FastifyInstance;
afterEach(async () => {
  vi.useRealTimers();
  await app?.close();
});

async function appWith(max: number) {
  app = Fastify();
  const limit = registerRateLimit(app, {
    max,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Wait ${Math.ceil(context.ttl / 1000)} seconds (at most ${context.max}).`,
    }),
  });
  // The app's shared hook counts every request but the uncounted routes' (plugins/security.ts).
  app.addHook('onRequest', (request, reply, done) =>
    limit.uncounted.has(request.url) ? done() : done(limit.count(request, reply)),
  );
  app.get('/a', async () => 'a');
  app.get('/b', async () => 'b');
  app.get('/free', { config: { rateLimit: false } }, async () => 'free');
  app.get(
    '/own',
    { config: { rateLimit: { max: 1, timeWindow: '10 minutes' } } },
    async () => 'own',
  );
  await app.ready();
  return app;
}

const get = (url: string, ip = '203.0.113.7') =>
  app.inject({ method: 'GET', url, remoteAddress: ip });

describe('the in-memory rate limit', () => {
  it('counts every route of one address together and answers a refusal with its headers', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z'), toFake: ['Date'] });
    await appWith(2);
    const first = await get('/a');
    expect(first.statusCode).toBe(200);
    // A request within the limit carries no limit headers: only a refusal says where it stands.
    expect(first.headers['x-ratelimit-limit']).toBeUndefined();
    vi.setSystemTime(new Date('2026-11-24T10:00:20.500Z'));
    expect((await get('/b')).statusCode).toBe(200);
    const refused = await get('/a');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers).toMatchObject({
      'x-ratelimit-limit': '2',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': '40',
      'retry-after': '40',
    });
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Wait 40 seconds (at most 2).',
    });
    // Another address has its own window; a route without a limit is not counted.
    expect((await get('/a', '198.51.100.1')).statusCode).toBe(200);
    expect((await get('/free')).statusCode).toBe(200);
    // The window starts again a minute after its first request.
    vi.setSystemTime(new Date('2026-11-24T10:01:00Z'));
    expect((await get('/a')).statusCode).toBe(200);
    expect((await get('/a')).statusCode).toBe(200);
    expect((await get('/a')).statusCode).toBe(429);
  });

  it("counts a route's own limit besides the shared one", async () => {
    await appWith(3);
    expect((await get('/own')).statusCode).toBe(200);
    const refused = await get('/own');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers).toMatchObject({ 'x-ratelimit-limit': '1', 'x-ratelimit-reset': '600' });
    expect((await get('/a')).statusCode).toBe(200);
    const shared = await get('/a');
    expect(shared.statusCode).toBe(429);
    expect(shared.headers).toMatchObject({ 'x-ratelimit-limit': '3' });
  });

  it('leaves only fixed paths uncounted', async () => {
    app = Fastify();
    registerRateLimit(app, { max: 1, timeWindow: 1000, errorResponseBuilder: () => ({}) });
    expect(() => app.get('/x/:id', { config: { rateLimit: false } }, async () => 'x')).toThrow(
      'only a fixed path can go uncounted',
    );
  });

  it('counts IPv6 addresses by their /56', async () => {
    await appWith(1);
    expect((await get('/a', '2001:db8:0:1::1')).statusCode).toBe(200);
    expect((await get('/a', '2001:db8:0:2::9')).statusCode).toBe(429);
    expect((await get('/a', '2001:db8:1:1::1')).statusCode).toBe(200);
  });

  it('forgets the least recently seen address first, past 5000', async () => {
    await appWith(1);
    expect((await get('/a', '192.0.2.1')).statusCode).toBe(200);
    expect((await get('/a', '192.0.2.2')).statusCode).toBe(200);
    // Seen again (and refused): now the most recently seen, so .2 is the oldest.
    expect((await get('/a', '192.0.2.1')).statusCode).toBe(429);
    for (let n = 0; n < 4999; n++) {
      await get('/a', `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`);
    }
    expect((await get('/a', '192.0.2.1')).statusCode).toBe(429);
    expect((await get('/a', '192.0.2.2')).statusCode).toBe(200);
  });

  it('reads windows the way routes write them', () => {
    expect(windowMs('1 minute')).toBe(60_000);
    expect(windowMs('10 minutes')).toBe(600_000);
    expect(windowMs(1500)).toBe(1500);
    expect(() => windowMs('soon')).toThrow('Unknown rate limit window: soon');
  });
});
