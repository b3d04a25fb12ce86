import { CATEGORIES, serverMessageSchema } from '@salahkar/domain';
import { z } from 'zod';
import type { LiveEnvelope } from './live-bus.ts';

/**
 * The wire form of a LiveEnvelope, checked on receipt from Redis: another process (an older
 * version during a rolling deploy, or anything else that can publish on the channel) may send
 * what this one cannot deliver safely.
 */
const audienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), userId: z.uuid() }),
  z.object({ kind: z.literal('room'), consultationId: z.uuid() }),
  z.object({ kind: z.literal('category'), category: z.enum(CATEGORIES) }),
]);

export const liveEnvelopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('push'), audience: audienceSchema, message: serverMessageSchema }),
  z.object({
    kind: z.literal('disconnect'),
    userId: z.uuid(),
    sessionId: z.string().min(1).optional(),
    reason: z.enum(['suspended', 'logged_out', 'session_ended']),
  }),
  z.object({ kind: z.literal('resync') }),
]) satisfies z.ZodType<LiveEnvelope>;

/**
 * The payload published on the channel: the envelope and the instance that published it. That
 * instance delivered it to its own sockets already and skips it when Redis hands it back.
 */
export function toWire(envelope: LiveEnvelope, origin: string): string {
  return JSON.stringify({ ...envelope, origin });
}

/**
 * The envelope a received payload holds and who published it (null from a version that did not
 * say), or the reason it holds none.
 */
export function parseLiveEnvelope(
  payload: string,
): { ok: true; envelope: LiveEnvelope; origin: string | null } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const parsed = liveEnvelopeSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: z.prettifyError(parsed.error) };
  const origin = (json as { origin?: unknown }).origin;
  return { ok: true, envelope: parsed.data, origin: typeof origin === 'string' ? origin : null };
}
