import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { errorMessage } from '@salahkar/domain';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';

export const BUSY_MESSAGE = errorMessage('SERVER_BUSY');

/** Answered through the one error handler, so the body and Retry-After are every 503's. */
class OverloadedError extends AppError {
  constructor() {
    super('SERVER_BUSY');
  }
}

/** Event-loop lag past which new requests are refused, unless SHED_LOAD_AFTER_LAG_MS says otherwise. */
export const DEFAULT_SHED_LAG_MS = 200;

/** Share of V8's heap limit past which new requests are refused until a collection frees it. */
const HEAP_SHARE = 0.9;

/**
 * When the event loop falls behind, every request already queued waits longer with each one that
 * joins it. Past SHED_LOAD_AFTER_LAG_MS of lag (mean over a short sample; 200 ms by default, so it
 * engages on a two-core machine well before answers take a second; decision 211), or with the
 * heap near its limit or the process above SHED_LOAD_ABOVE_RSS_MB, new requests are refused at
 * once with 503 and Retry-After, so the work in hand finishes and the server recovers by itself.
 * Admission control (plugins/admission.ts) bounds the queues; this catches what it cannot see:
 * a loop busy with something else, or memory running out.
 */
export async function registerLoadShedding(app: FastifyInstance, config: Config): Promise<void> {
  const lagMs = config.SHED_LOAD_AFTER_LAG_MS ?? (config.DATABASE_URL ? DEFAULT_SHED_LAG_MS : 0);
  if (lagMs === 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: lagMs,
    // The lag is re-read this often; a short interval lets the server start answering again soon.
    sampleInterval: Math.min(250, lagMs),
    maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * HEAP_SHARE),
    maxRssBytes: config.SHED_LOAD_ABOVE_RSS_MB * 1024 * 1024,
    retryAfter: 5,
    customError: OverloadedError,
  });
}
