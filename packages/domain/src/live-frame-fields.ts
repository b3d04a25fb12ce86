import { z } from 'zod';

// The fields both directions of the live channel share: a client frame (live-client-messages.ts)
// names the consultation, the call and the signal as the push that relays it (live-events.ts).

export const consultationId = z.uuid('Not a consultation id');
/** WebRTC descriptions and candidates are relayed as they are, within the frame limit. */
export const signal = z.record(z.string(), z.unknown());
/**
 * The call a signal belongs to. Optional from clients (the spec's frames name only the
 * consultation, which has at most one open call); always set on what the server relays, so a tab
 * ignores signals of a call it is not in.
 */
export const callId = z.uuid('Not a call id');
