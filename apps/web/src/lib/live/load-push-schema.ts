import type { serverMessageSchema } from '@salahkar/domain/live-events';

export type PushSchema = typeof serverMessageSchema;

let loading: Promise<PushSchema> | null = null;
let loaded: PushSchema | null = null;

/** The push union once it has arrived: from then on pushes are parsed as they come. */
export const loadedPushSchema = (): PushSchema | null => loaded;

/**
 * The union every push is parsed with, loaded when the first push comes rather than as the channel
 * opens: zod and the pushes' schemas (chat lines, notifications, calls) are the biggest code the
 * live client needs, and building them was the longest task of a member's home (decisions 233,
 * 237). Two parts, as before: zod with the chat schemas, then the channel's own; the second is a
 * download of its own, so its schemas are built in a later task and the browser may handle input
 * in between. Asked once; a failed download is asked again by the next push.
 */
export function loadPushSchema(): Promise<PushSchema> {
  loading ??= import('@salahkar/domain/schemas/chat')
    .then(() => import('@salahkar/domain/live-events'))
    .then((module) => (loaded = module.serverMessageSchema))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
