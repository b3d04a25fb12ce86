import { formatRupees } from '@salahkar/domain';
import type { Consultation } from '../../db/schema/index.ts';
import type { Notice } from './notify.ts';

// What each event puts on someone's bell, in the product's words. Titles match the web app's
// toasts where the spec names one ('New Counter Offer Received', 'Offer Accepted!', …).

type Case = Pick<Consultation, 'id' | 'title'>;

const about = (consultation: Case) => ({ consultationId: consultation.id });

/** To the request's owner: a professional made an offer. */
export function newOfferNotice(
  consultation: Case & Pick<Consultation, 'userId'>,
  professionalName: string,
  amountPaise: number,
): Notice {
  return {
    userId: consultation.userId,
    type: 'new_offer',
    title: 'New Counter Offer Received',
    body: `${professionalName} offered ${formatRupees(amountPaise)} for "${consultation.title}".`,
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
