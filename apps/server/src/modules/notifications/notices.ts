import {
  CATEGORY_LABELS,
  formatRupees,
  type ConsultationUpdateType,
  type LiveToast,
} from '@salahkar/domain';
import type { Consultation } from '../../db/schema/index.ts';
import { caseLink, type Notice } from './notify.ts';

// What each event puts on someone's bell, and the toasts its live pushes ask the web app to show,
// in the product's words: every notice's text is written here and nowhere else. Titles match the
// spec's toasts where it names one ('New Counter Offer Received', 'Offer Accepted!', …).

type Case = Pick<Consultation, 'id' | 'title'>;

const about = (consultation: Case) => ({ consultationId: consultation.id });

/** To a professional of the request's category: a new request they can make an offer on. */
export function newRequestNotice(consultation: Case, professionalId: string): Notice {
  return {
    userId: professionalId,
    type: 'new_consultation',
    title: 'New Consultation Available',
    body: `"${consultation.title}" was posted in your field. New requests are listed on your dashboard.`,
    ...about(consultation),
    link: caseLink(consultation.id),
  };
}

/** To the request's owner: a professional made an offer. */
export function newOfferNotice(
  consultation: Case & Pick<Consultation, 'userId'>,
  professionalName: string,
  amountPaise: number,
): Notice {
  const toast = newOfferToast(consultation, professionalName, amountPaise);
  return {
    userId: consultation.userId,
    type: 'new_offer',
    title: toast.title,
    body: toast.description,
    ...about(consultation),
  };
}

/** To the chosen professional: the owner paid for their offer; the case is theirs now. */
export function offerAcceptedNotice(consultation: Case, professionalId: string): Notice {
  return {
    userId: professionalId,
    type: 'offer_accepted',
    title: 'Offer Accepted!',
    body: `Your offer for "${consultation.title}" was accepted and paid. You can start the consultation.`,
    ...about(consultation),
  };
}

/** To the request's owner: their payment was captured and is held until the case completes. */
export function paymentCapturedNotice(
  consultation: Case & Pick<Consultation, 'userId'>,
  amountPaise: number,
): Notice {
  return {
    userId: consultation.userId,
    type: 'payment_captured',
    title: 'Payment Successful',
    body: `${formatRupees(amountPaise)} for "${consultation.title}" is held safely until the consultation is completed. You can start the chat now.`,
    ...about(consultation),
  };
}

/** To a participant: the other one wrote while they had no unread message notice for the case. */
export function newMessageNotice(consultation: Case, recipientId: string, senderName: string) {
  return {
    userId: recipientId,
    type: 'new_message',
    title: 'New Message',
    body: `${senderName} sent you a message in "${consultation.title}".`,
    ...about(consultation),
  } satisfies Notice;
}

/** To the owner: the professional marked the case resolved; the reopen window starts. */
export function caseResolvedNotice(consultation: Case & Pick<Consultation, 'userId'>): Notice {
  return {
    userId: consultation.userId,
    type: 'consultation_closed',
    title: 'Consultation Closed',
    body: `Your professional marked "${consultation.title}" as resolved. If something is still open, you can ask to reopen it within 24 hours.`,
    ...about(consultation),
  };
}

/** To both participants: the case is complete (and the professional's earnings are released). */
export function completedNotices(
  consultation: Case & Pick<Consultation, 'userId' | 'assignedTo'>,
): Notice[] {
  const notices: Notice[] = [
    {
      userId: consultation.userId,
      type: 'consultation_completed',
      title: 'Consultation Completed',
      body: `"${consultation.title}" is complete. You can now leave a review for your professional.`,
      ...about(consultation),
    },
  ];
  if (consultation.assignedTo) {
    notices.push({
      userId: consultation.assignedTo,
      type: 'consultation_completed',
      title: 'Consultation Completed',
      body: `"${consultation.title}" is complete; your earnings are being released to your wallet.`,
      ...about(consultation),
    });
  }
  return notices;
}

/** To every admin: a user asked to reopen a closed case; it waits for their review. */
export function reopenRequestedNotices(consultation: Case, adminIds: readonly string[]): Notice[] {
  return adminIds.map((userId) => ({
    userId,
    type: 'reopen_requested',
    title: 'Reopen Requested',
    body: `The user asked to reopen "${consultation.title}". Please review the request.`,
    ...about(consultation),
  }));
}

/** To both participants: an admin approved or declined the reopen request (admin issue). */
export function reopenDecidedNotices(
  consultation: Case & Pick<Consultation, 'userId' | 'assignedTo'>,
  approved: boolean,
): Notice[] {
  const body = approved
    ? `An admin reopened "${consultation.title}": the chat is open again.`
    : `An admin declined reopening "${consultation.title}"; the consultation is now complete.`;
  const title = approved ? 'Consultation Reopened' : 'Reopen Declined';
  return [consultation.userId, consultation.assignedTo]
    .filter((userId): userId is string => userId !== null)
    .map((userId) => ({ userId, type: 'reopen_decided', title, body, ...about(consultation) }));
}

/** To an applicant: an admin approved or rejected their professional application (admin issue). */
export function approvalDecidedNotice(
  userId: string,
  approved: boolean,
  note?: string | null,
): Notice {
  const reason = note ? ` Note from our team: ${note}` : '';
  return {
    userId,
    type: 'approval_decided',
    title: approved ? 'Application Approved' : 'Application Not Approved',
    body: approved
      ? 'Your professional application was approved. You can now send offers on requests in your field.'
      : `Your professional application was not approved.${reason}`,
    link: '/',
  };
}

/** The two people of a call nobody answered, by name. */
interface MissedCall {
  consultationId: string;
  initiatorId: string | null;
  initiatorName: string;
  participantId: string | null;
  participantName: string;
}

/** To both people of a call that rang out unanswered: the user missed it, the professional rang in vain. */
export function missedCallNotices(call: MissedCall): Notice[] {
  const notices: Notice[] = [];
  const title = 'Missed Video Call';
  const { consultationId } = call;
  if (call.participantId) {
    notices.push({
      userId: call.participantId,
      type: 'video_call_missed',
      title,
      body: `Missed video call from ${call.initiatorName}`,
      consultationId,
    });
  }
  if (call.initiatorId) {
    notices.push({
      userId: call.initiatorId,
      type: 'video_call_missed',
      title,
      body: `${call.participantName} did not answer your video call`,
      consultationId,
    });
  }
  return notices;
}

/** To a professional: an admin sent their payout to the bank. */
export function payoutPaidNotice(
  professionalId: string,
  amountPaise: number,
  bankReference: string,
): Notice {
  return {
    userId: professionalId,
    type: 'payout_paid',
    title: 'Payout Sent',
    body: `${formatRupees(amountPaise)} was sent to your bank account (reference ${bankReference}).`,
    link: '/',
  };
}

/** To the assigned professional: the owner cancelled before their first reply (full refund). */
export function consultationCancelledNotice(
  consultation: Case & Pick<Consultation, 'assignedTo'>,
): Notice {
  return {
    userId: consultation.assignedTo!,
    type: 'consultation_cancelled',
    title: 'Consultation Cancelled',
    body: `The user cancelled "${consultation.title}" before your first reply and was refunded in full.`,
    ...about(consultation),
  };
}

/** To the owner: their professional gave the case up; they are refunded and it is open again. */
export function professionalWithdrewNotice(
  consultation: Case & Pick<Consultation, 'userId'>,
): Notice {
  return {
    userId: consultation.userId,
    type: 'consultation_withdrawn',
    title: 'Professional Withdrew',
    body: `Your professional withdrew from "${consultation.title}". You have been refunded in full and the request is open for new offers.`,
    ...about(consultation),
  };
}

/** To every admin: the owner raised a query on their completed case. */
export function queryRaisedNotices(consultation: Case, adminIds: readonly string[]): Notice[] {
  return adminIds.map((userId) => ({
    userId,
    type: 'query_raised',
    title: 'Query Raised',
    body: `The user raised a query on "${consultation.title}". Please review it within 24 hours.`,
    ...about(consultation),
    link: '/admin',
  }));
}

/** To the owner: an admin resolved their query, with a refund (its rupee text) or without. */
export function queryResolvedNotice(
  consultation: Case & Pick<Consultation, 'userId'>,
  refundAmount: string | null,
  note: string | null | undefined,
): Notice {
  const body =
    refundAmount !== null
      ? `Your query on "${consultation.title}" was resolved with a refund of ₹${refundAmount}.`
      : `Your query on "${consultation.title}" was resolved.`;
  return {
    userId: consultation.userId,
    type: 'query_resolved',
    title: 'Query Resolved',
    body: note ? `${body} Note from our team: ${note}` : body,
    ...about(consultation),
  };
}

/**
 * An admin handed the case to another professional after the owner's query: the owner and the
 * new professional are told, and the professional it was taken from when there was one.
 */
export function reroutedNotices(
  consultation: Case & Pick<Consultation, 'userId' | 'assignedTo'>,
  next: { id: string; name: string },
  reason: string,
): Notice[] {
  const notices: Notice[] = [
    {
      userId: consultation.userId,
      type: 'consultation_rerouted',
      title: 'Consultation Rerouted',
      body: `Your query on "${consultation.title}" was reviewed: ${next.name} will now take up your consultation.`,
      ...about(consultation),
    },
    {
      userId: next.id,
      type: 'offer_accepted',
      title: 'Consultation Assigned',
      body: `An admin assigned "${consultation.title}" to you. Reason: ${reason}`,
      ...about(consultation),
    },
  ];
  if (consultation.assignedTo) {
    notices.push({
      userId: consultation.assignedTo,
      type: 'consultation_rerouted',
      title: 'Consultation Rerouted',
      body: `An admin handed "${consultation.title}" to another professional after the user's query.`,
      ...about(consultation),
      link: '/',
    });
  }
  return notices;
}

/** To the professional: their share of a completed case's payment is now in their wallet. */
export function earningsReleasedNotice(
  consultation: Case,
  professionalId: string,
  sharePaise: number,
): Notice {
  return {
    userId: professionalId,
    type: 'earnings_released',
    title: 'Earnings Released',
    body: `${formatRupees(sharePaise)} for "${consultation.title}" is now in your wallet.`,
    ...about(consultation),
  };
}

// Toasts: what a live push asks the web app to show at once (decision 170).

/** To the request's owner, with the new_offer push: the same words as the bell entry. */
export function newOfferToast(
  consultation: Case,
  professionalName: string,
  amountPaise: number,
): LiveToast {
  return {
    title: 'New Counter Offer Received',
    description: `${professionalName} offered ${formatRupees(amountPaise)} for "${consultation.title}".`,
  };
}

/** To the category's professionals, with the new_consultation push. */
export function newRequestToast(consultation: Case & Pick<Consultation, 'category'>): LiveToast {
  return {
    title: 'New Consultation Available',
    description: `"${consultation.title}" in ${CATEGORY_LABELS[consultation.category]} is open for offers.`,
  };
}

/** To the chosen professional, with the offer_accepted push. */
export function offerAcceptedToast(consultation: Case): LiveToast {
  return {
    title: 'Offer Accepted',
    description: `Your offer on "${consultation.title}" was accepted and paid. You can start the consultation.`,
  };
}

/**
 * With a consultation_update: the toast of a status change someone else made, for the updates
 * that have one. The web app shows 'Reopen Requested' to the professional only (the owner asked).
 */
export function consultationUpdateToast(
  consultation: Case,
  updateType: ConsultationUpdateType,
): LiveToast | undefined {
  if (updateType === 'consultation_completed') {
    return {
      title: 'Consultation Completed',
      description: `"${consultation.title}" is now complete.`,
    };
  }
  if (updateType === 'consultation_reopen_requested') {
    return {
      title: 'Reopen Requested',
      description: `The client asked to reopen "${consultation.title}". An admin will review the request.`,
    };
  }
  return undefined;
}
