import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';

export const BUSY_MESSAGE = 'Salahkar is very busy right now. Please try again in a few seconds.';

/** Answered through the one error handler, so the body and Retry-After are every 503's. */
class OverloadedError extends AppError {
  constructor() {
    super('SERVICE_UNAVAILABLE', BUSY_MESSAGE);
  }
}

/**
 * When the event loop falls behind, every request already queued waits longer with each one that
 * joins it. Past SHED_LOAD_AFTER_LAG_MS of lag new requests are refused at once with 503 and
 * Retry-After, so the work in hand finishes and the server recovers by itself.
 */
export async function registerLoadShedding(app: FastifyInstance, config: Config): Promise<void> {
  const lagMs = config.SHED_LOAD_AFTER_LAG_MS ?? (config.DATABASE_URL ? 1000 : 0);
  if (lagMs === 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: lagMs,
    // The lag is re-read this often; a short interval lets the server start answering again soon.
    sampleInterval: Math.min(500, lagMs),
    retryAfter: 5,
    customError: OverloadedError,
  });
}
