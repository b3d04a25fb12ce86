import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createCatalogCache } from './catalog-cache.ts';

const rows = z.array(z.object({ name: z.string() }));

describe('the catalog cache', () => {
  it('loads once for concurrent readers and answers from memory until it expires', async () => {
    const cache = createCatalogCache(50);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return [{ name: `v${loads}` }];
    };
    const [a, b] = await Promise.all([cache.read('k', rows, load), cache.read('k', rows, load)]);
    expect(loads).toBe(1);
    expect(a).toEqual(b);
    expect(JSON.parse(a.json)).toEqual([{ name: 'v1' }]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const later = await cache.read('k', rows, load);
    expect(JSON.parse(later.json)).toEqual([{ name: 'v2' }]);
    expect(later.etag).not.toBe(a.etag);
  });

  it('forgets everything on clear, and does not keep a load that began before it', async () => {
    const cache = createCatalogCache(60_000);
    let release!: () => void;
    const slow = cache.read('k', rows, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return [{ name: 'old' }];
    });
    cache.clear();
    release();
    expect(JSON.parse((await slow).json)).toEqual([{ name: 'old' }]);
    const fresh = await cache.read('k', rows, async () => [{ name: 'new' }]);
    expect(JSON.parse(fresh.json)).toEqual([{ name: 'new' }]);
  });

  it('does not keep a failed load, nor rows that break the schema', async () => {
    const cache = createCatalogCache(60_000);
    await expect(cache.read('k', rows, () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    await expect(cache.read('k', rows, async () => [{ name: 1 } as never])).rejects.toThrow();
    const ok = await cache.read('k', rows, async () => [{ name: 'ok' }]);
    expect(JSON.parse(ok.json)).toEqual([{ name: 'ok' }]);
  });

  it('keeps a bounded number of answers whatever keys visitors ask for', async () => {
    const cache = createCatalogCache(60_000);
    let loads = 0;
    const load = async () => [{ name: String(++loads) }];
    for (let i = 0; i < 100; i += 1) await cache.read(`key-${i}`, rows, load);
    await cache.read('key-99', rows, load);
    expect(loads).toBe(101);
    await cache.read('key-0', rows, load);
    expect(loads).toBe(101);
  });
});
