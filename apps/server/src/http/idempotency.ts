import { createHash } from 'node:crypto';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError, badRequest, conflict, errorBodyOf } from '../errors.ts';
import { DomainError, errorStatus, isErrorCode, type ErrorBody } from '@salahkar/domain';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * How long a claimed key stays claimed without word from its request: the request renews it every
 * LEASE_RENEWAL_MS while its verb runs, however long that takes, so only a request whose process
 * died mid-verb (kill -9, a lost machine) stops renewing, and its key is free for the retry within
 * this (it used to be held a whole minute: issue 31, decision 211). Should a stalled process miss
 * its renewals, a retry may run while the first try still does: the verbs lock their rows, so it
 * still acts once.
 */
export const IN_FLIGHT_LEASE_MS = 5_000;
const LEASE_RENEWAL_MS = 1_500;

/**
 * Runs a money verb at most once per `Idempotency-Key` (accept, pay-verify, cancel, refund).
 * The same key with the same body answers the stored response; with another body, 409. Without
 * the header the verb simply runs (it is safe to repeat anyway: each verb is idempotent in its
 * own terms); the header makes a retry answer exactly what the first try answered.
 *
 * A failure the person caused (4xx) is remembered like a success; an unexpected failure frees the
 * key so the retry can run, and a key whose request never answered is freed by its lease.
 */
export async function withIdempotency<T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  run: () => Promise<{ status: number; body: T }>,
): Promise<T> {
  const header = request.headers['idempotency-key'];
  if (header === undefined) {
    const { status, body } = await run();
    reply.status(status);
    return body;
  }
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) {
    throw badRequest('IDEMPOTENCY_KEY_INVALID');
  }
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const requestHash = createHash('sha256')
    .update(route)
    .update('\n')
    .update(request.url)
    .update('\n')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');

  const now = new Date();
  const leaseExpiresAt = new Date(now.getTime() + IN_FLIGHT_LEASE_MS);
  // A new key is claimed; so is one whose claimant died mid-verb (no answer, lease run out) when
  // the retry is the same request. The row lock makes one of several such retries the winner.
  const [claimed] = await ctx.db
    .insert(idempotencyKeys)
    .values({ key, userId, route, requestHash, leaseExpiresAt })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { leaseExpiresAt },
      setWhere: and(
        isNull(idempotencyKeys.responseStatus),
        lte(idempotencyKeys.leaseExpiresAt, now),
        eq(idempotencyKeys.requestHash, requestHash),
      ),
    })
    .returning({ id: idempotencyKeys.id });

  if (!claimed) {
    const [stored] = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!stored) throw conflict('IDEMPOTENCY_KEY_RELEASING');
    if (stored.requestHash !== requestHash) {
      throw conflict('IDEMPOTENCY_KEY_REUSED');
    }
    if (stored.responseStatus === null) {
      throw conflict('IDEMPOTENCY_KEY_IN_PROGRESS');
    }
    reply.header('Idempotent-Replayed', 'true');
    if (stored.responseStatus >= 400) {
      // Answered as it was the first time (an answer stored before codes were specific says CONFLICT).
      const failure = stored.responseBody as ErrorBody;
      const code = isErrorCode(failure.code) ? failure.code : 'CONFLICT';
      throw new AppError(code, failure.params, { message: failure.message });
    }
    reply.status(stored.responseStatus);
    return stored.responseBody as T;
  }

  const remember = (status: number, body: unknown) =>
    ctx.db
      .update(idempotencyKeys)
      .set({ responseStatus: status, responseBody: body })
      .where(eq(idempotencyKeys.id, claimed.id));
  // Outside any transaction of the verb's; a renewal lost to an outage only shortens the claim.
  const renewal = setInterval(() => {
    ctx.db
      .update(idempotencyKeys)
      .set({ leaseExpiresAt: new Date(Date.now() + IN_FLIGHT_LEASE_MS) })
      .where(and(eq(idempotencyKeys.id, claimed.id), isNull(idempotencyKeys.responseStatus)))
      .catch(() => undefined);
  }, LEASE_RENEWAL_MS);
  renewal.unref();
  try {
    const { status, body } = await run();
    clearInterval(renewal);
    await remember(status, body);
    reply.status(status);
    return body;
  } catch (error) {
    clearInterval(renewal);
    const failure = personCausedFailure(error);
    if (failure) {
      await remember(errorStatus(failure.code), failure);
    } else {
      // Freed for the retry at once; if the database is what failed, the lease frees it soon.
      await ctx.db
        .delete(idempotencyKeys)
        .where(eq(idempotencyKeys.id, claimed.id))
        .catch(() => undefined);
    }
    throw error;
  }
}

/** The error body of a refusal the person caused (4xx), or null for anything unexpected. */
function personCausedFailure(error: unknown): ErrorBody | null {
  if (!(error instanceof AppError || error instanceof DomainError)) return null;
  return errorStatus(error.code) < 500 ? errorBodyOf(error) : null;
}
