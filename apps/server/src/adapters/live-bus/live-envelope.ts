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
]) satisfies z.ZodType<LiveEnvelope>;

/** The envelope a received payload holds, or the reason it holds none. */
export function parseLiveEnvelope(
  payload: string,
): { ok: true; envelope: LiveEnvelope } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const parsed = liveEnvelopeSchema.safeParse(json);
  return parsed.success
    ? { ok: true, envelope: parsed.data }
    : { ok: false, reason: z.prettifyError(parsed.error) };
}
