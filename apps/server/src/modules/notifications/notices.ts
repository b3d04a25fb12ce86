import {
  formatRupeesToPaisa,
  LABELS,
  LANGUAGES,
  type Category,
  type ConsultationUpdateType,
  type Language,
  type LiveToast,
} from '@salahkar/domain';
import type { Consultation } from '../../db/schema/index.ts';
import { caseLink, type Notice, type NoticeText } from './notify.ts';

// What each event puts on someone's bell, and the toasts its live pushes ask the web app to show,
// in the product's words: every notice's text is written here and nowhere else, in every language
// (TEXTS below; the type makes each language have every text). A notice carries all its
// languages until `notify` writes it in its recipient's language (their preferred_language).
// Titles match the spec's toasts where it names one ('New Counter Offer Received', …).

type Case = Pick<Consultation, 'id' | 'title'>;

const about = (consultation: Case) => ({ consultationId: consultation.id });

interface NoticeTexts {
  newRequest: (title: string) => NoticeText;
  offerAccepted: (title: string) => NoticeText;
  paymentCaptured: (title: string, amount: string) => NoticeText;
  newMessage: (title: string, senderName: string) => NoticeText;
  caseResolved: (title: string) => NoticeText;
  completedForOwner: (title: string) => NoticeText;
  completedForProfessional: (title: string) => NoticeText;
  reopenRequested: (title: string) => NoticeText;
  reopenApproved: (title: string) => NoticeText;
  reopenDeclined: (title: string) => NoticeText;
  applicationApproved: () => NoticeText;
  applicationRejected: (note: string | null | undefined) => NoticeText;
  missedCallFrom: (initiatorName: string) => NoticeText;
  callNotAnswered: (participantName: string) => NoticeText;
  payoutPaid: (amount: string, bankReference: string) => NoticeText;
  consultationCancelled: (title: string) => NoticeText;
  professionalWithdrew: (title: string) => NoticeText;
  complaintRaised: (title: string) => NoticeText;
  complaintResolved: (
    title: string,
    refundAmount: string | null,
    note: string | null | undefined,
  ) => NoticeText;
  reroutedForOwner: (title: string, nextName: string) => NoticeText;
  reroutedAssigned: (title: string, reason: string) => NoticeText;
  reroutedForPrevious: (title: string) => NoticeText;
  earningsReleased: (title: string, amount: string) => NoticeText;
  // Toasts (title + description), decision 170.
  newOfferToast: (title: string, professionalName: string, amount: string) => LiveToast;
  newRequestToast: (title: string, category: Category) => LiveToast;
  offerAcceptedToast: (title: string) => LiveToast;
  completedToast: (title: string) => LiveToast;
  reopenRequestedToast: (title: string) => LiveToast;
}

const TEXTS = {
  en: {
    newRequest: (title) => ({
      title: 'New Consultation Available',
      body: `"${title}" was posted in your field. New requests are listed on your dashboard.`,
    }),
    offerAccepted: (title) => ({
      title: 'Offer Accepted!',
      body: `Your offer for "${title}" was accepted and paid. You can start the consultation.`,
    }),
    paymentCaptured: (title, amount) => ({
      title: 'Payment Successful',
      body: `${amount} for "${title}" is held safely until the consultation is completed. You can start the chat now.`,
    }),
    newMessage: (title, senderName) => ({
      title: 'New Message',
      body: `${senderName} sent you a message in "${title}".`,
    }),
    caseResolved: (title) => ({
      title: 'Consultation Closed',
      body: `Your professional marked "${title}" as resolved. If something is still open, you can ask to reopen it within 24 hours.`,
    }),
    completedForOwner: (title) => ({
      title: 'Consultation Completed',
      body: `"${title}" is complete. You can now leave a review for your professional.`,
    }),
    completedForProfessional: (title) => ({
      title: 'Consultation Completed',
      body: `"${title}" is complete; your earnings are being released to your wallet.`,
    }),
    reopenRequested: (title) => ({
      title: 'Reopen Requested',
      body: `The user asked to reopen "${title}". Please review the request.`,
    }),
    reopenApproved: (title) => ({
      title: 'Consultation Reopened',
      body: `An admin reopened "${title}": the chat is open again.`,
    }),
    reopenDeclined: (title) => ({
      title: 'Reopen Declined',
      body: `An admin declined reopening "${title}"; the consultation is now complete.`,
    }),
    applicationApproved: () => ({
      title: 'Application Approved',
      body: 'Your professional application was approved. You can now send offers on requests in your field.',
    }),
    applicationRejected: (note) => ({
      title: 'Application Not Approved',
      body: `Your professional application was not approved.${note ? ` Note from our team: ${note}` : ''}`,
    }),
    missedCallFrom: (initiatorName) => ({
      title: 'Missed Video Call',
      body: `Missed video call from ${initiatorName}`,
    }),
    callNotAnswered: (participantName) => ({
      title: 'Missed Video Call',
      body: `${participantName} did not answer your video call`,
    }),
    payoutPaid: (amount, bankReference) => ({
      title: 'Payout Sent',
      body: `${amount} was sent to your bank account (reference ${bankReference}).`,
    }),
    consultationCancelled: (title) => ({
      title: 'Consultation Cancelled',
      body: `The user cancelled "${title}" before your first reply and was refunded in full.`,
    }),
    professionalWithdrew: (title) => ({
      title: 'Professional Withdrew',
      body: `Your professional withdrew from "${title}". You have been refunded in full and the request is open for new offers.`,
    }),
    complaintRaised: (title) => ({
      title: 'Query Raised',
      body: `The user raised a query on "${title}". Please review it within 24 hours.`,
    }),
    complaintResolved: (title, refundAmount, note) => {
      const body =
        refundAmount !== null
          ? `Your query on "${title}" was resolved with a refund of ₹${refundAmount}.`
          : `Your query on "${title}" was resolved.`;
      return {
        title: 'Query Resolved',
        body: note ? `${body} Note from our team: ${note}` : body,
      };
    },
    reroutedForOwner: (title, nextName) => ({
      title: 'Consultation Rerouted',
      body: `Your query on "${title}" was reviewed: ${nextName} will now take up your consultation.`,
    }),
    reroutedAssigned: (title, reason) => ({
      title: 'Consultation Assigned',
      body: `An admin assigned "${title}" to you. Reason: ${reason}`,
    }),
    reroutedForPrevious: (title) => ({
      title: 'Consultation Rerouted',
      body: `An admin handed "${title}" to another professional after the user's query.`,
    }),
    earningsReleased: (title, amount) => ({
      title: 'Earnings Released',
      body: `${amount} for "${title}" is now in your wallet.`,
    }),
    newOfferToast: (title, professionalName, amount) => ({
      title: 'New Counter Offer Received',
      description: `${professionalName} offered ${amount} for "${title}".`,
    }),
    newRequestToast: (title, category) => ({
      title: 'New Consultation Available',
      description: `"${title}" in ${LABELS.en.category[category]} is open for offers.`,
    }),
    offerAcceptedToast: (title) => ({
      title: 'Offer Accepted',
      description: `Your offer on "${title}" was accepted and paid. You can start the consultation.`,
    }),
    completedToast: (title) => ({
      title: 'Consultation Completed',
      description: `"${title}" is now complete.`,
    }),
    reopenRequestedToast: (title) => ({
      title: 'Reopen Requested',
      description: `The client asked to reopen "${title}". An admin will review the request.`,
    }),
  },
  hi: {
    newRequest: (title) => ({
      title: 'नया परामर्श उपलब्ध है',
      body: `आपके क्षेत्र में "${title}" पोस्ट किया गया है। नए अनुरोध आपके डैशबोर्ड पर दिखते हैं।`,
    }),
    offerAccepted: (title) => ({
      title: 'ऑफ़र स्वीकार हो गया!',
      body: `"${title}" के लिए आपका ऑफ़र स्वीकार हो गया है और भुगतान हो चुका है। आप परामर्श शुरू कर सकते हैं।`,
    }),
    paymentCaptured: (title, amount) => ({
      title: 'भुगतान सफल रहा',
      body: `"${title}" के लिए ${amount} परामर्श पूरा होने तक सुरक्षित रखे गए हैं। अब आप चैट शुरू कर सकते हैं।`,
    }),
    newMessage: (title, senderName) => ({
      title: 'नया मैसेज',
      body: `${senderName} ने "${title}" में आपको मैसेज भेजा है।`,
    }),
    caseResolved: (title) => ({
      title: 'परामर्श बंद हुआ',
      body: `आपके प्रोफ़ेशनल ने "${title}" को हल हुआ बताया है। अगर कुछ बाकी है, तो आप 24 घंटे के अंदर इसे फिर से खोलने का अनुरोध कर सकते हैं।`,
    }),
    completedForOwner: (title) => ({
      title: 'परामर्श पूरा हुआ',
      body: `"${title}" पूरा हो गया है। अब आप अपने प्रोफ़ेशनल के लिए रिव्यू लिख सकते हैं।`,
    }),
    completedForProfessional: (title) => ({
      title: 'परामर्श पूरा हुआ',
      body: `"${title}" पूरा हो गया है; आपकी कमाई आपके वॉलेट में भेजी जा रही है।`,
    }),
    reopenRequested: (title) => ({
      title: 'फिर से खोलने का अनुरोध',
      body: `यूज़र ने "${title}" को फिर से खोलने का अनुरोध किया है। कृपया अनुरोध की समीक्षा करें।`,
    }),
    reopenApproved: (title) => ({
      title: 'परामर्श फिर से खोला गया',
      body: `एडमिन ने "${title}" को फिर से खोल दिया है: चैट दोबारा शुरू हो गई है।`,
    }),
    reopenDeclined: (title) => ({
      title: 'फिर से खोलने का अनुरोध अस्वीकार',
      body: `एडमिन ने "${title}" को फिर से खोलने से मना कर दिया है; परामर्श अब पूरा हो गया है।`,
    }),
    applicationApproved: () => ({
      title: 'आवेदन मंज़ूर हुआ',
      body: 'प्रोफ़ेशनल के रूप में आपका आवेदन मंज़ूर हो गया है। अब आप अपने क्षेत्र के अनुरोधों पर ऑफ़र भेज सकते हैं।',
    }),
    applicationRejected: (note) => ({
      title: 'आवेदन मंज़ूर नहीं हुआ',
      body: `प्रोफ़ेशनल के रूप में आपका आवेदन मंज़ूर नहीं हुआ।${note ? ` हमारी टीम का नोट: ${note}` : ''}`,
    }),
    missedCallFrom: (initiatorName) => ({
      title: 'छूटी हुई वीडियो कॉल',
      body: `${initiatorName} की वीडियो कॉल छूट गई`,
    }),
    callNotAnswered: (participantName) => ({
      title: 'छूटी हुई वीडियो कॉल',
      body: `${participantName} ने आपकी वीडियो कॉल का जवाब नहीं दिया`,
    }),
    payoutPaid: (amount, bankReference) => ({
      title: 'पेआउट भेजा गया',
      body: `${amount} आपके बैंक खाते में भेज दिए गए हैं (रेफ़रेंस ${bankReference})।`,
    }),
    consultationCancelled: (title) => ({
      title: 'परामर्श रद्द हुआ',
      body: `यूज़र ने आपके पहले जवाब से पहले "${title}" रद्द कर दिया और उन्हें पूरा रिफ़ंड मिल गया है।`,
    }),
    professionalWithdrew: (title) => ({
      title: 'प्रोफ़ेशनल ने परामर्श छोड़ा',
      body: `आपके प्रोफ़ेशनल ने "${title}" छोड़ दिया है। आपको पूरा रिफ़ंड दे दिया गया है और अनुरोध नए ऑफ़र के लिए फिर से खुला है।`,
    }),
    complaintRaised: (title) => ({
      title: 'शिकायत दर्ज हुई',
      body: `यूज़र ने "${title}" पर शिकायत दर्ज की है। कृपया 24 घंटे के अंदर इसकी समीक्षा करें।`,
    }),
    complaintResolved: (title, refundAmount, note) => {
      const body =
        refundAmount !== null
          ? `"${title}" पर आपकी शिकायत ₹${refundAmount} के रिफ़ंड के साथ सुलझा दी गई है।`
          : `"${title}" पर आपकी शिकायत सुलझा दी गई है।`;
      return {
        title: 'शिकायत सुलझाई गई',
        body: note ? `${body} हमारी टीम का नोट: ${note}` : body,
      };
    },
    reroutedForOwner: (title, nextName) => ({
      title: 'परामर्श दूसरे प्रोफ़ेशनल को सौंपा गया',
      body: `"${title}" पर आपकी शिकायत की समीक्षा हो गई है: अब ${nextName} आपका परामर्श संभालेंगे।`,
    }),
    reroutedAssigned: (title, reason) => ({
      title: 'परामर्श आपको सौंपा गया',
      body: `एडमिन ने "${title}" आपको सौंपा है। कारण: ${reason}`,
    }),
    reroutedForPrevious: (title) => ({
      title: 'परामर्श दूसरे प्रोफ़ेशनल को सौंपा गया',
      body: `यूज़र की शिकायत के बाद एडमिन ने "${title}" दूसरे प्रोफ़ेशनल को सौंप दिया है।`,
    }),
    earningsReleased: (title, amount) => ({
      title: 'कमाई जारी हुई',
      body: `"${title}" के लिए ${amount} अब आपके वॉलेट में हैं।`,
    }),
    newOfferToast: (title, professionalName, amount) => ({
      title: 'नया काउंटर ऑफ़र मिला',
      description: `${professionalName} ने "${title}" के लिए ${amount} का ऑफ़र दिया है।`,
    }),
    newRequestToast: (title, category) => ({
      title: 'नया परामर्श उपलब्ध है',
      description: `${LABELS.hi.category[category]} में "${title}" ऑफ़र के लिए खुला है।`,
    }),
    offerAcceptedToast: (title) => ({
      title: 'ऑफ़र स्वीकार हो गया',
      description: `"${title}" पर आपका ऑफ़र स्वीकार हो गया है और भुगतान हो चुका है। आप परामर्श शुरू कर सकते हैं।`,
    }),
    completedToast: (title) => ({
      title: 'परामर्श पूरा हुआ',
      description: `"${title}" अब पूरा हो गया है।`,
    }),
    reopenRequestedToast: (title) => ({
      title: 'फिर से खोलने का अनुरोध',
      description: `क्लाइंट ने "${title}" को फिर से खोलने का अनुरोध किया है। एडमिन अनुरोध की समीक्षा करेंगे।`,
    }),
  },
} satisfies Record<Language, NoticeTexts>;

/** A notice's text in every language, for `notify` to pick the recipient's. */
function inEveryLanguage(text: (texts: NoticeTexts) => NoticeText): Record<Language, NoticeText> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, text(TEXTS[language])]),
  ) as Record<Language, NoticeText>;
}

/** To a professional of the request's category: a new request they can make an offer on. */
export function newRequestNotice(consultation: Case, professionalId: string): Notice {
  return {
    userId: professionalId,
    type: 'new_consultation',
    texts: inEveryLanguage((t) => t.newRequest(consultation.title)),
    ...about(consultation),
    link: caseLink(consultation.id),
  };
}

/** To the request's owner: a professional made an offer (the same words as its toast). */
export function newOfferNotice(
  consultation: Case & Pick<Consultation, 'userId'>,
  professionalName: string,
  amountPaise: number,
): Notice {
  return {
    userId: consultation.userId,
    type: 'new_offer',
    texts: inEveryLanguage((t) => {
      const toast = t.newOfferToast(
        consultation.title,
        professionalName,
        formatRupeesToPaisa(amountPaise),
      );
      return { title: toast.title, body: toast.description };
    }),
    ...about(consultation),
  };
}

/** To the chosen professional: the owner paid for their offer; the case is theirs now. */
export function offerAcceptedNotice(consultation: Case, professionalId: string): Notice {
  return {
    userId: professionalId,
    type: 'offer_accepted',
    texts: inEveryLanguage((t) => t.offerAccepted(consultation.title)),
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
    texts: inEveryLanguage((t) =>
      t.paymentCaptured(consultation.title, formatRupeesToPaisa(amountPaise)),
    ),
    ...about(consultation),
  };
}

/** To a participant: the other one wrote while they had no unread message notice for the case. */
export function newMessageNotice(consultation: Case, recipientId: string, senderName: string) {
  return {
    userId: recipientId,
    type: 'new_message',
    texts: inEveryLanguage((t) => t.newMessage(consultation.title, senderName)),
    ...about(consultation),
  } satisfies Notice;
}

/** To the owner: the professional marked the case resolved; the reopen window starts. */
export function caseResolvedNotice(consultation: Case & Pick<Consultation, 'userId'>): Notice {
  return {
    userId: consultation.userId,
    type: 'consultation_closed',
    texts: inEveryLanguage((t) => t.caseResolved(consultation.title)),
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
      texts: inEveryLanguage((t) => t.completedForOwner(consultation.title)),
      ...about(consultation),
    },
  ];
  if (consultation.assignedTo) {
    notices.push({
      userId: consultation.assignedTo,
      type: 'consultation_completed',
      texts: inEveryLanguage((t) => t.completedForProfessional(consultation.title)),
      ...about(consultation),
    });
  }
  return notices;
}

/** To every admin: a user asked to reopen a closed case; it waits for their review. */
export function reopenRequestedNotices(consultation: Case, adminIds: readonly string[]): Notice[] {
  const texts = inEveryLanguage((t) => t.reopenRequested(consultation.title));
  return adminIds.map((userId) => ({
    userId,
    type: 'reopen_requested',
    texts,
    ...about(consultation),
  }));
}

/** To both participants: an admin approved or declined the reopen request (admin issue). */
export function reopenDecidedNotices(
  consultation: Case & Pick<Consultation, 'userId' | 'assignedTo'>,
  approved: boolean,
): Notice[] {
  const texts = inEveryLanguage((t) =>
    approved ? t.reopenApproved(consultation.title) : t.reopenDeclined(consultation.title),
  );
  return [consultation.userId, consultation.assignedTo]
    .filter((userId): userId is string => userId !== null)
    .map((userId) => ({ userId, type: 'reopen_decided', texts, ...about(consultation) }));
}

/** To an applicant: an admin approved or rejected their professional application (admin issue). */
export function approvalDecidedNotice(
  userId: string,
  approved: boolean,
  note?: string | null,
): Notice {
  return {
    userId,
    type: 'approval_decided',
    texts: inEveryLanguage((t) =>
      approved ? t.applicationApproved() : t.applicationRejected(note),
    ),
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
  const { consultationId } = call;
  if (call.participantId) {
    notices.push({
      userId: call.participantId,
      type: 'video_call_missed',
      texts: inEveryLanguage((t) => t.missedCallFrom(call.initiatorName)),
      consultationId,
    });
  }
  if (call.initiatorId) {
    notices.push({
      userId: call.initiatorId,
      type: 'video_call_missed',
      texts: inEveryLanguage((t) => t.callNotAnswered(call.participantName)),
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
    texts: inEveryLanguage((t) => t.payoutPaid(formatRupeesToPaisa(amountPaise), bankReference)),
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
    texts: inEveryLanguage((t) => t.consultationCancelled(consultation.title)),
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
    texts: inEveryLanguage((t) => t.professionalWithdrew(consultation.title)),
    ...about(consultation),
  };
}

/** To every admin: the owner raised a query on their completed case. */
export function complaintRaisedNotices(consultation: Case, adminIds: readonly string[]): Notice[] {
  const texts = inEveryLanguage((t) => t.complaintRaised(consultation.title));
  return adminIds.map((userId) => ({
    userId,
    type: 'query_raised',
    texts,
    ...about(consultation),
    link: '/admin',
  }));
}

/** To the owner: an admin resolved their query, with a refund (its rupee text) or without. */
export function complaintResolvedNotice(
  consultation: Case & Pick<Consultation, 'userId'>,
  refundAmount: string | null,
  note: string | null | undefined,
): Notice {
  return {
    userId: consultation.userId,
    type: 'query_resolved',
    texts: inEveryLanguage((t) => t.complaintResolved(consultation.title, refundAmount, note)),
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
      texts: inEveryLanguage((t) => t.reroutedForOwner(consultation.title, next.name)),
      ...about(consultation),
    },
    {
      userId: next.id,
      type: 'offer_accepted',
      texts: inEveryLanguage((t) => t.reroutedAssigned(consultation.title, reason)),
      ...about(consultation),
    },
  ];
  if (consultation.assignedTo) {
    notices.push({
      userId: consultation.assignedTo,
      type: 'consultation_rerouted',
      texts: inEveryLanguage((t) => t.reroutedForPrevious(consultation.title)),
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
    texts: inEveryLanguage((t) =>
      t.earningsReleased(consultation.title, formatRupeesToPaisa(sharePaise)),
    ),
    ...about(consultation),
  };
}

// Toasts: what a live push asks the web app to show at once (decision 170), in the language of
// the person it goes to.

/** To the request's owner, with the new_offer push: the same words as the bell entry. */
export function newOfferToast(
  consultation: Case,
  professionalName: string,
  amountPaise: number,
  language: Language = 'en',
): LiveToast {
  return TEXTS[language].newOfferToast(
    consultation.title,
    professionalName,
    formatRupeesToPaisa(amountPaise),
  );
}

/**
 * To the category's professionals, with the new_consultation push. It goes to the category's
 * room at once, not to each person, so the push carries it in both languages and each screen
 * shows its own.
 */
export function newRequestToast(
  consultation: Case & Pick<Consultation, 'category'>,
  language: Language = 'en',
): LiveToast {
  return TEXTS[language].newRequestToast(consultation.title, consultation.category);
}

/** To the chosen professional, with the offer_accepted push. */
export function offerAcceptedToast(consultation: Case, language: Language = 'en'): LiveToast {
  return TEXTS[language].offerAcceptedToast(consultation.title);
}

/**
 * With a consultation_update: the toast of a status change someone else made, for the updates
 * that have one. The web app shows 'Reopen Requested' to the professional only (the owner asked).
 */
export function consultationUpdateToast(
  consultation: Case,
  updateType: ConsultationUpdateType,
  language: Language = 'en',
): LiveToast | undefined {
  if (updateType === 'consultation_completed') {
    return TEXTS[language].completedToast(consultation.title);
  }
  if (updateType === 'consultation_reopen_requested') {
    return TEXTS[language].reopenRequestedToast(consultation.title);
  }
  return undefined;
}
