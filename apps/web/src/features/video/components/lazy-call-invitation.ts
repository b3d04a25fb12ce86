import { preloadable } from '@/lib/preloadable.ts';

// The "Incoming video call" pop-up, as its own chunk: the signed-in frame holds it on every
// screen, but it shows only when a call rings. Fetched once the tab's live channel is open (the
// host preloads it then), it draws in the same pass as the ring that asks for it.
const code = preloadable(() => import('./call-invitation.tsx'));

export const CallInvitation = code.lazyOf((m) => m.CallInvitation);

/** Fetches the pop-up's code ahead; a failed fetch is tried again on the next call. */
export function preloadCallInvitation(): void {
  void code.preload().catch(() => undefined);
}
