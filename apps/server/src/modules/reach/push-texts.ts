import { formatRupeesToPaisa, LANGUAGES, type Language } from '@salahkar/domain';
import { caseLink } from '../../http/web-paths.ts';
import type { PushText, ReachEvent } from './reach-event.ts';

// What each event shows on a lock screen, in every language (TEXTS below; the type makes each
// language have every text), as notices.ts does for the bell. A lock screen is read by whoever
// holds the phone, so the plain texts name no case, and never carry a message, a description or
// a file name; the detailed ones add the case's title and go only to people who turned on "Show
// details in notifications". The builders below are what services call inside their transaction.

interface PushTexts {
  offerReceived: (professionalName: string, amount: string) => PushText;
  offerReceivedDetailed: (title: string, professionalName: string, amount: string) => PushText;
  offerPaid: (amount: string) => PushText;
  offerPaidDetailed: (title: string, amount: string) => PushText;
  newRequest: () => PushText;
  newRequestDetailed: (title: string) => PushText;
  chatMessage: (senderName: string) => PushText;
  chatMessageDetailed: (title: string, senderName: string) => PushText;
  incomingCall: (callerName: string) => PushText;
  incomingCallDetailed: (title: string, callerName: string) => PushText;
  missedCall: (callerName: string) => PushText;
  missedCallDetailed: (title: string, callerName: string) => PushText;
  callAnsweredElsewhere: (callerName: string) => PushText;
  callDeclined: (callerName: string) => PushText;
  caseResolved: () => PushText;
  caseResolvedDetailed: (title: string) => PushText;
  refundCompleted: (amount: string) => PushText;
  refundCompletedDetailed: (title: string, amount: string) => PushText;
  payoutPaid: (amount: string) => PushText;
  join: string;
  decline: string;
}

const TEXTS = {
  en: {
    offerReceived: (name, amount) => ({
      title: 'New Offer Received',
      body: `${name} offered ${amount} on your request.`,
    }),
    offerReceivedDetailed: (title, name, amount) => ({
      title: 'New Offer Received',
      body: `${name} offered ${amount} for "${title}".`,
    }),
    offerPaid: (amount) => ({
      title: 'Offer Accepted!',
      body: `Your offer of ${amount} was accepted and paid. You can start the consultation.`,
    }),
    offerPaidDetailed: (title, amount) => ({
      title: 'Offer Accepted!',
      body: `Your offer of ${amount} for "${title}" was accepted and paid.`,
    }),
    newRequest: () => ({
      title: 'New Consultation Available',
      body: 'A new request in your field is open for offers.',
    }),
    newRequestDetailed: (title) => ({
      title: 'New Consultation Available',
      body: `"${title}" is open for offers.`,
    }),
    chatMessage: (name) => ({ title: 'New Message', body: `${name} sent you a message.` }),
    chatMessageDetailed: (title, name) => ({
      title: 'New Message',
      body: `${name} sent you a message in "${title}".`,
    }),
    incomingCall: (name) => ({
      title: 'Incoming Video Call',
      body: `${name} is calling you.`,
    }),
    incomingCallDetailed: (title, name) => ({
      title: 'Incoming Video Call',
      body: `${name} is calling you about "${title}".`,
    }),
    missedCall: (name) => ({ title: 'Missed Video Call', body: `Missed video call from ${name}` }),
    missedCallDetailed: (title, name) => ({
      title: 'Missed Video Call',
      body: `Missed video call from ${name} about "${title}"`,
    }),
    callAnsweredElsewhere: (name) => ({
      title: 'Video Call Answered',
      body: `You answered the call from ${name} on another device.`,
    }),
    callDeclined: (name) => ({
      title: 'Video Call Declined',
      body: `You declined the call from ${name}.`,
    }),
    caseResolved: () => ({
      title: 'Consultation Closed',
      body: 'Your professional marked your consultation as resolved. You can ask to reopen it within 24 hours.',
    }),
    caseResolvedDetailed: (title) => ({
      title: 'Consultation Closed',
      body: `Your professional marked "${title}" as resolved. You can ask to reopen it within 24 hours.`,
    }),
    refundCompleted: (amount) => ({
      title: 'Refund Completed',
      body: `${amount} was refunded to your original payment method.`,
    }),
    refundCompletedDetailed: (title, amount) => ({
      title: 'Refund Completed',
      body: `${amount} for "${title}" was refunded to your original payment method.`,
    }),
    payoutPaid: (amount) => ({
      title: 'Payout Sent',
      body: `${amount} was sent to your bank account.`,
    }),
    join: 'Join',
    decline: 'Decline',
  },
  hi: {
    offerReceived: (name, amount) => ({
      title: 'नया ऑफ़र मिला',
      body: `${name} ने आपके अनुरोध पर ${amount} का ऑफ़र दिया है।`,
    }),
    offerReceivedDetailed: (title, name, amount) => ({
      title: 'नया ऑफ़र मिला',
      body: `${name} ने "${title}" के लिए ${amount} का ऑफ़र दिया है।`,
    }),
    offerPaid: (amount) => ({
      title: 'ऑफ़र स्वीकार हो गया!',
      body: `${amount} का आपका ऑफ़र स्वीकार हो गया है और भुगतान हो चुका है। आप परामर्श शुरू कर सकते हैं।`,
    }),
    offerPaidDetailed: (title, amount) => ({
      title: 'ऑफ़र स्वीकार हो गया!',
      body: `"${title}" के लिए ${amount} का आपका ऑफ़र स्वीकार हो गया है और भुगतान हो चुका है।`,
    }),
    newRequest: () => ({
      title: 'नया परामर्श उपलब्ध है',
      body: 'आपके क्षेत्र में एक नया अनुरोध ऑफ़र के लिए खुला है।',
    }),
    newRequestDetailed: (title) => ({
      title: 'नया परामर्श उपलब्ध है',
      body: `"${title}" ऑफ़र के लिए खुला है।`,
    }),
    chatMessage: (name) => ({ title: 'नया मैसेज', body: `${name} ने आपको मैसेज भेजा है।` }),
    chatMessageDetailed: (title, name) => ({
      title: 'नया मैसेज',
      body: `${name} ने "${title}" में आपको मैसेज भेजा है।`,
    }),
    incomingCall: (name) => ({
      title: 'वीडियो कॉल आ रही है',
      body: `${name} आपको कॉल कर रहे हैं।`,
    }),
    incomingCallDetailed: (title, name) => ({
      title: 'वीडियो कॉल आ रही है',
      body: `${name} "${title}" के बारे में आपको कॉल कर रहे हैं।`,
    }),
    missedCall: (name) => ({
      title: 'छूटी हुई वीडियो कॉल',
      body: `${name} की वीडियो कॉल छूट गई`,
    }),
    missedCallDetailed: (title, name) => ({
      title: 'छूटी हुई वीडियो कॉल',
      body: `"${title}" के बारे में ${name} की वीडियो कॉल छूट गई`,
    }),
    callAnsweredElsewhere: (name) => ({
      title: 'वीडियो कॉल का जवाब दिया गया',
      body: `आपने ${name} की कॉल का जवाब दूसरे डिवाइस पर दिया।`,
    }),
    callDeclined: (name) => ({
      title: 'वीडियो कॉल अस्वीकार की गई',
      body: `आपने ${name} की कॉल अस्वीकार की।`,
    }),
    caseResolved: () => ({
      title: 'परामर्श बंद हुआ',
      body: 'आपके प्रोफ़ेशनल ने आपके परामर्श को हल हुआ बताया है। आप 24 घंटे के अंदर इसे फिर से खोलने का अनुरोध कर सकते हैं।',
    }),
    caseResolvedDetailed: (title) => ({
      title: 'परामर्श बंद हुआ',
      body: `आपके प्रोफ़ेशनल ने "${title}" को हल हुआ बताया है। आप 24 घंटे के अंदर इसे फिर से खोलने का अनुरोध कर सकते हैं।`,
    }),
    refundCompleted: (amount) => ({
      title: 'रिफ़ंड पूरा हुआ',
      body: `${amount} आपके भुगतान के मूल तरीके में वापस भेज दिए गए हैं।`,
    }),
    refundCompletedDetailed: (title, amount) => ({
      title: 'रिफ़ंड पूरा हुआ',
      body: `"${title}" के ${amount} आपके भुगतान के मूल तरीके में वापस भेज दिए गए हैं।`,
    }),
    payoutPaid: (amount) => ({
      title: 'पेआउट भेजा गया',
      body: `${amount} आपके बैंक खाते में भेज दिए गए हैं।`,
    }),
    join: 'जुड़ें',
    decline: 'मना करें',
  },
} satisfies Record<Language, PushTexts>;

function inEveryLanguage(text: (texts: PushTexts) => PushText): Record<Language, PushText> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, text(TEXTS[language])]),
  ) as Record<Language, PushText>;
}

/** The Join and Decline buttons of an incoming call, in a language. */
export function callActionTitles(language: Language): { join: string; decline: string } {
  return { join: TEXTS[language].join, decline: TEXTS[language].decline };
}

/** The path of the web app's page for a case, with its chat opened (as the bell's link does). */
const chatLink = (consultationId: string) => `${caseLink(consultationId)}?chat=open`;
/** The case's page ringing the call: `?call=` lets it open the call the person answers. */
const callLink = (consultationId: string, callId: string) =>
  `${caseLink(consultationId)}?call=${callId}`;

interface Case {
  id: string;
  title: string;
}

/** To the request's owner: a professional made an offer. */
export function offerReceivedReach(
  consultation: Case & { userId: string },
  offerId: string,
  professionalName: string,
  amountPaise: number,
): ReachEvent {
  const amount = formatRupeesToPaisa(amountPaise);
  return {
    userId: consultation.userId,
    kind: 'offer_received',
    texts: inEveryLanguage((t) => t.offerReceived(professionalName, amount)),
    detailedTexts: inEveryLanguage((t) =>
      t.offerReceivedDetailed(consultation.title, professionalName, amount),
    ),
    link: caseLink(consultation.id),
    tag: `offers-${consultation.id}`,
    dedupeKey: `offer_received:${offerId}`,
    whatsappParams: [professionalName, amount],
  };
}

/** To the chosen professional: the owner paid for their offer. */
export function offerPaidReach(
  consultation: Case,
  professionalId: string,
  paymentId: string,
  amountPaise: number,
): ReachEvent {
  const amount = formatRupeesToPaisa(amountPaise);
  return {
    userId: professionalId,
    kind: 'offer_paid',
    texts: inEveryLanguage((t) => t.offerPaid(amount)),
    detailedTexts: inEveryLanguage((t) => t.offerPaidDetailed(consultation.title, amount)),
    link: caseLink(consultation.id),
    tag: `case-${consultation.id}`,
    dedupeKey: `offer_paid:${paymentId}`,
    whatsappParams: [amount],
  };
}

/** To professionals of the request's field: it is open for their offers. */
export function newRequestReaches(consultation: Case, professionalIds: readonly string[]) {
  return professionalIds.map((userId): ReachEvent => ({
    userId,
    kind: 'new_request',
    texts: inEveryLanguage((t) => t.newRequest()),
    detailedTexts: inEveryLanguage((t) => t.newRequestDetailed(consultation.title)),
    link: caseLink(consultation.id),
    tag: 'new-requests',
    dedupeKey: `new_request:${consultation.id}:${userId}`,
  }));
}

/** To the other participant of a case: a message arrived (never its words). */
export function chatMessageReach(
  consultation: Case,
  recipientId: string,
  senderName: string,
  messageId: string,
): ReachEvent {
  return {
    userId: recipientId,
    kind: 'chat_message',
    texts: inEveryLanguage((t) => t.chatMessage(senderName)),
    detailedTexts: inEveryLanguage((t) => t.chatMessageDetailed(consultation.title, senderName)),
    link: chatLink(consultation.id),
    tag: `chat-${consultation.id}`,
    dedupeKey: `chat_message:${messageId}`,
  };
}

/** To the user rung: rings for as long as the call does, with Join and Decline. */
export function incomingCallReach(
  consultation: Case,
  call: { id: string; participantId: string },
  callerName: string,
  ringSeconds: number,
): ReachEvent {
  return {
    userId: call.participantId,
    kind: 'incoming_call',
    texts: inEveryLanguage((t) => t.incomingCall(callerName)),
    detailedTexts: inEveryLanguage((t) => t.incomingCallDetailed(consultation.title, callerName)),
    link: callLink(consultation.id, call.id),
    tag: `call-${call.id}`,
    urgency: 'high',
    ttlSeconds: Math.max(1, Math.floor(ringSeconds)),
    call: { id: call.id },
    dedupeKey: `incoming_call:${call.id}`,
  };
}

/**
 * What the user rung reads once a ring is over unanswered, however it ended: "missed call" from
 * the caller, opening the case's chat, under the ring's tag so it replaces the ringing
 * notification. The missed and the cancelled ring both show this; they differ in where it goes.
 */
function missedCallNotice(
  consultation: Case,
  call: { id: string; participantId: string },
  callerName: string,
) {
  return {
    userId: call.participantId,
    texts: inEveryLanguage((t) => t.missedCall(callerName)),
    detailedTexts: inEveryLanguage((t) => t.missedCallDetailed(consultation.title, callerName)),
    link: chatLink(consultation.id),
    tag: `call-${call.id}`,
  };
}

/** To the user who did not answer; replaces the ringing notification (same tag). */
export function missedCallReach(
  consultation: Case,
  call: { id: string; participantId: string },
  callerName: string,
): ReachEvent {
  return {
    ...missedCallNotice(consultation, call, callerName),
    kind: 'missed_call',
    dedupeKey: `missed_call:${call.id}`,
    whatsappParams: [callerName],
  };
}

/**
 * To the user rung, when the call stopped ringing because it was cancelled (the caller hung up, or
 * the case moved on) before they answered: the ringing notification (kept until tapped) is
 * replaced by a missed call, as a phone does. It goes wherever the ring went (the ring's switch,
 * through quiet hours), and only while the ring would still be news.
 */
export function cancelledCallReach(
  consultation: Case,
  call: { id: string; participantId: string },
  callerName: string,
  ringSeconds: number,
): ReachEvent {
  return {
    ...missedCallNotice(consultation, call, callerName),
    kind: 'incoming_call',
    ttlSeconds: Math.max(1, Math.floor(ringSeconds)),
    dedupeKey: `call_cancelled:${call.id}`,
  };
}

/**
 * The quiet end of a ring the user rung stopped themselves (answered or declined): under the
 * ring's tag, for as long as the ring would last, without sound or vibration, so it only takes
 * the ringing notification's place on their other devices.
 */
function ringStoppedQuietly(
  call: { id: string; consultationId: string; participantId: string },
  ringSeconds: number,
) {
  return {
    userId: call.participantId,
    kind: 'incoming_call' as const,
    link: chatLink(call.consultationId),
    tag: `call-${call.id}`,
    ttlSeconds: Math.max(1, Math.floor(ringSeconds)),
    quiet: true,
  };
}

/**
 * To the user rung, once they answered: the ringing notification on their other devices (kept
 * until tapped) goes. Quiet: the service worker only closes it while a tab of the site is in
 * view (the device they answered on), and elsewhere replaces it without sound or vibration.
 */
export function answeredCallReach(
  call: { id: string; consultationId: string; participantId: string },
  callerName: string,
  ringSeconds: number,
): ReachEvent {
  return {
    ...ringStoppedQuietly(call, ringSeconds),
    texts: inEveryLanguage((t) => t.callAnsweredElsewhere(callerName)),
    dedupeKey: `call_answered:${call.id}`,
  };
}

/**
 * To the user rung, once they declined: quiet like an answer, and not to the device whose
 * notification's Decline sent it (the worker closed that ring itself and would otherwise show a
 * replacement right after the person's own tap).
 */
export function declinedCallReach(
  call: { id: string; consultationId: string; participantId: string },
  callerName: string,
  ringSeconds: number,
  declinedOnEndpoint: string | undefined,
): ReachEvent {
  return {
    ...ringStoppedQuietly(call, ringSeconds),
    texts: inEveryLanguage((t) => t.callDeclined(callerName)),
    ...(declinedOnEndpoint ? { exceptEndpoint: declinedOnEndpoint } : {}),
    dedupeKey: `call_declined:${call.id}`,
  };
}

/** To the owner: the professional marked the case resolved; the reopen window runs. */
export function caseResolvedReach(consultation: Case & { userId: string }, at: Date): ReachEvent {
  return {
    userId: consultation.userId,
    kind: 'case_resolved',
    texts: inEveryLanguage((t) => t.caseResolved()),
    detailedTexts: inEveryLanguage((t) => t.caseResolvedDetailed(consultation.title)),
    link: caseLink(consultation.id),
    tag: `case-${consultation.id}`,
    dedupeKey: `case_resolved:${consultation.id}:${at.getTime()}`,
    whatsappParams: [],
  };
}

/** To the person who paid: the gateway has sent their refund back. */
export function refundCompletedReach(
  consultation: Case & { userId: string },
  refundId: string,
  amountPaise: number,
): ReachEvent {
  const amount = formatRupeesToPaisa(amountPaise);
  return {
    userId: consultation.userId,
    kind: 'refund_completed',
    texts: inEveryLanguage((t) => t.refundCompleted(amount)),
    detailedTexts: inEveryLanguage((t) => t.refundCompletedDetailed(consultation.title, amount)),
    link: caseLink(consultation.id),
    tag: `refund-${refundId}`,
    dedupeKey: `refund_completed:${refundId}`,
  };
}

/** To a professional: an admin sent their payout to the bank. */
export function payoutPaidReach(
  professionalId: string,
  payoutId: string,
  amountPaise: number,
): ReachEvent {
  return {
    userId: professionalId,
    kind: 'payout_paid',
    texts: inEveryLanguage((t) => t.payoutPaid(formatRupeesToPaisa(amountPaise))),
    link: '/wallet',
    tag: `payout-${payoutId}`,
    dedupeKey: `payout_paid:${payoutId}`,
  };
}
