import { CHAT_ALLOWED_STATUSES } from '@salahkar/domain/lifecycle';
import type { Consultation } from '@salahkar/domain/schemas/consultations';

/** Who is reading, in the words the dialog's texts need. */
export type ChatReader = 'owner' | 'professional' | 'other';

/**
 * What the dialog shows under the conversation (docs/product/rulings.md, R-18): the text box, or
 * why there is none. Outside the chat's statuses and its aftermath there is no conversation to show
 * at all.
 */
export type ChatState =
  | { kind: 'unavailable' }
  | { kind: 'open' }
  | { kind: 'read-only' }
  | { kind: 'closed'; reader: ChatReader; canReopen: boolean }
  | { kind: 'under-review'; reader: ChatReader }
  | { kind: 'completed' };

export function readerOf(consultation: Consultation, userId: string | undefined): ChatReader {
  if (userId && consultation.userId === userId) return 'owner';
  if (userId && consultation.assignedTo === userId) return 'professional';
  return 'other';
}

/** The server's abilities decide what may be done; the status decides what is said. */
export function chatStateOf(consultation: Consultation, userId: string | undefined): ChatState {
  const reader = readerOf(consultation, userId);
  switch (consultation.status) {
    case 'closed':
      return { kind: 'closed', reader, canReopen: consultation.abilities.reopen };
    case 'under_admin_review':
      return { kind: 'under-review', reader };
    case 'completed':
      return { kind: 'completed' };
    default:
      // Where a chat may run is the lifecycle's rule (docs/product/rulings.md, R-18).
      if (!CHAT_ALLOWED_STATUSES.includes(consultation.status)) return { kind: 'unavailable' };
      return consultation.abilities.chat ? { kind: 'open' } : { kind: 'read-only' };
  }
}
