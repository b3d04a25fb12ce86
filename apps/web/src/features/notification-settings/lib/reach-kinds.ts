import type { Role } from '@salahkar/domain/enums';
import { REACH_KINDS, type ReachChannel, type ReachKind } from '@salahkar/domain/reach';
import { msg } from '@/i18n';

/** Each event in the product's words, as the settings list names it. */
export const REACH_KIND_LABELS: Record<ReachKind, string> = {
  offer_received: msg('notificationSettings.kind.offer_received'),
  offer_paid: msg('notificationSettings.kind.offer_paid'),
  new_request: msg('notificationSettings.kind.new_request'),
  chat_message: msg('notificationSettings.kind.chat_message'),
  incoming_call: msg('notificationSettings.kind.incoming_call'),
  missed_call: msg('notificationSettings.kind.missed_call'),
  case_resolved: msg('notificationSettings.kind.case_resolved'),
  refund_completed: msg('notificationSettings.kind.refund_completed'),
  payout_paid: msg('notificationSettings.kind.payout_paid'),
};

export const REACH_CHANNEL_LABELS: Record<ReachChannel, string> = {
  email: msg('notificationSettings.channel.email'),
  push: msg('notificationSettings.channel.push'),
  whatsapp: msg('notificationSettings.channel.whatsapp'),
};

/**
 * The events that can reach a person of each role, most frequent first. A user posts requests and
 * pays (offers, refunds); a professional answers them (requests, paid offers, payouts). Admins are
 * shown every event: their role does not say which side of a case they may be on.
 */
const KINDS_OF_ROLE: Record<Role, readonly ReachKind[]> = {
  user: [
    'offer_received',
    'chat_message',
    'incoming_call',
    'missed_call',
    'case_resolved',
    'refund_completed',
  ],
  professional: [
    'new_request',
    'offer_paid',
    'chat_message',
    'incoming_call',
    'missed_call',
    'case_resolved',
    'payout_paid',
  ],
  admin: REACH_KINDS,
};

export function reachKindsOf(role: Role): readonly ReachKind[] {
  return KINDS_OF_ROLE[role];
}
