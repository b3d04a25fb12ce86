import { LABELS, TransitionError } from '@salahkar/domain';
import type { Consultation } from '../../db/schema/index.ts';
import { AppError, forbidden } from '../../errors.ts';
import type { Person } from '../../policies/person.ts';
import {
  assertCanView,
  authorize,
  canReadChat,
  type PolicyConsultation,
} from '../../policies/consultation-policy.ts';

/** The 409 of a chat outside assigned, in_progress and reopened (the text of docs/product/rulings.md, R-18). */
export function chatNotAvailable(status: Consultation['status']): AppError {
  return new AppError('CHAT_NOT_AVAILABLE', { status: LABELS.en.status[status] });
}

/** 404 for a stranger, 403 for someone who may read the request but not its chat. */
export function assertCanReadChat(viewer: Person, consultation: PolicyConsultation): void {
  assertCanView(viewer, consultation);
  if (!canReadChat(viewer, consultation)) {
    throw forbidden('CHAT_NOT_READABLE');
  }
}

/**
 * The policy's answer to "may this person post now": 404, 403 (admins read but do not post), or
 * 409 naming the status. Returns the status the message leads to (assigned → in_progress).
 */
export function authorizeChat(viewer: Person, consultation: PolicyConsultation) {
  try {
    return authorize(viewer, 'chat', consultation);
  } catch (error) {
    if (error instanceof TransitionError) throw chatNotAvailable(error.status);
    throw error;
  }
}
