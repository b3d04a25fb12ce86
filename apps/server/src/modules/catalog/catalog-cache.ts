import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** A cached answer: its JSON, ready to send, and the ETag that names that exact body. */
export interface CachedJson {
  json: string;
  etag: string;
}

/**
 * The public catalog, which every visitor's post form and the landing page read and admins change
 * a few times a year, kept in memory as finished JSON. This instance forgets it the moment an admin
 * edits the catalog here; other instances within `ttlMs`, since an edit made elsewhere is not
 * announced to them.
 */
export interface CatalogCache {
  /** The answer for `key`, from memory, or loaded, checked against `schema` and kept. */
  read<T>(key: string, schema: z.ZodType<T>, load: () => Promise<T>): Promise<CachedJson>;
  /**
   * The answer for `key` when it is in memory, loaded and fresh, else undefined (then `read`):
   * a route answers it without a promise, a closure for the load or an await.
   */
  ready(key: string): CachedJson | undefined;
  /** Forgets every answer (after an admin's edit has committed). */
  clear(): void;
}

/**
 * Sends a cached answer as it is (already checked against its schema), or 304 when the browser
 * has it. no-cache: the browser keeps it but asks each time, so an admin's edit shows on the next
 * read. The route declares `config: { etag: true }` so the API document lists its 304.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedJson) {
  reply.header('Cache-Control', 'no-cache').header('ETag', cached.etag);
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.json);
}

/** How stale another instance's copy may get after an admin's edit. */
export const CATALOG_CACHE_TTL_MS = 10_000;
/** Query strings are the visitor's to choose: past this many answers, more are not kept. */
const MAX_ENTRIES = 64;

export function createCatalogCache(ttlMs = CATALOG_CACHE_TTL_MS): CatalogCache {
  const entries = new Map<
    string,
    { value: Promise<CachedJson>; expiresAt: number; loaded?: CachedJson }
  >();
  let generation = 0;
  return {
    read(key, schema, load) {
      const now = Date.now();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now) return cached.value;
      const loadedIn = generation;
      // Concurrent misses share one load; a failed load is not kept.
      const value = load().then((rows) => {
        const json = JSON.stringify(schema.parse(rows));
        const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
        return { json, etag };
      });
      if (entries.size >= MAX_ENTRIES && !entries.has(key)) return value;
      const entry: { value: Promise<CachedJson>; expiresAt: number; loaded?: CachedJson } = {
        value,
        expiresAt: now + ttlMs,
      };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // A load that began before a clear() may hold the old catalog: it is answered, not kept.
      void value.then(
        (loaded) => {
          if (generation !== loadedIn && entries.get(key)?.value === value) entries.delete(key);
          else entry.loaded = loaded;
        },
        () => undefined,
      );
      return value;
    },
    ready(key) {
      const cached = entries.get(key);
      return cached && cached.expiresAt > Date.now() ? cached.loaded : undefined;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}
