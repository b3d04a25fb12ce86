import { eq, inArray } from 'drizzle-orm';
import {
  formatRupeesToPaisa,
  reachAllowed,
  storedPaymentMethodKind,
  type Language,
} from '@salahkar/domain';
import { supportFactsOfConfig } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import {
  consultations,
  payments,
  refunds,
  users,
  type Consultation,
  type VideoCall,
} from '../../db/schema/index.ts';
import { signOffOf } from '../mail/templates/auth-mails.ts';
import { composeMail } from '../mail/compose-mail.ts';
import { mailLink } from '../mail/mail-links.ts';
import { enqueueMails, type MailToQueue } from '../mail/mail-outbox.ts';
import { notificationSettingsOf } from '../reach/notification-settings.ts';
import {
  NOTICE_MAIL_KINDS,
  NOTIFICATION_SETTINGS_PATH,
  type NoticeMailKind,
} from '../mail/unsubscribe-links.ts';
import { unsubscribeSigner } from '../mail/unsubscribe-tokens.ts';
import { caseLink } from './notify.ts';
import { refundTimelineText } from './refund-timeline-texts.ts';

// The mails for what matters while a person is away (decision 190): an offer received, an offer
// accepted and paid, a new request in a professional's field, a missed call, a case resolved, a
// refund completed, a payout sent. Each is HTML and text in its recipient's language with one
// button to the exact page, and a footer to switch that kind off; each is queued in the verb's
// transaction (enqueueMail) only when the person's email switch for its kind is on. Every text is
// in TEXTS, once per language (the type makes both languages have every text).

type Case = Pick<Consultation, 'id' | 'title'>;

/** One notice mail's words; the greeting, sign-off and footer are added around them. */
interface NoticeMail {
  subject: string;
  preheader: string;
  paragraphs: string[];
  button: string;
}

interface NoticeMailTexts {
  hello: (firstName: string | null) => string;
  buttonFallback: string;
  footerReason: string;
  unsubscribe: string;
  settings: string;
  offerReceived: (
    title: string,
    offer: { professionalName: string; amount: string; message: string | null },
  ) => NoticeMail;
  offerPaid: (title: string, amount: string) => NoticeMail;
  caseResolved: (title: string) => NoticeMail;
  newRequest: (title: string) => NoticeMail;
  missedCall: (title: string, callerName: string) => NoticeMail;
  refundCompleted: (title: string, amount: string, timeline: string) => NoticeMail;
  payoutPaid: (amount: string, bankReference: string) => NoticeMail;
}

const TEXTS = {
  en: {
    hello: (firstName) => `Hello ${firstName?.trim() || 'there'},`,
    buttonFallback: 'If the button does not work, open this address:',
    footerReason:
      'You get this email because email for this kind of notice is on in your Salahkar notification settings.',
    unsubscribe: 'Unsubscribe from these mails',
    settings: 'Notification settings',
    offerReceived: (title, offer) => ({
      subject: `New offer for "${title}"`,
      preheader: `${offer.professionalName} offered ${offer.amount}.`,
      paragraphs: [
        `${offer.professionalName} sent you an offer of ${offer.amount} for "${title}".`,
        ...(offer.message ? [`Their message: ${offer.message}`] : []),
        'Compare the offers you have received and accept the one you prefer.',
      ],
      button: 'See the offers',
    }),
    offerPaid: (title, amount) => ({
      subject: `Offer accepted and paid: "${title}"`,
      preheader: `${amount} is held in escrow for this consultation.`,
      paragraphs: [
        `Your offer for "${title}" was accepted and the user has paid ${amount}. The amount is held in escrow and released to your wallet when the consultation is completed.`,
        'The user is waiting for you in the chat.',
      ],
      button: 'Open the chat',
    }),
    caseResolved: (title) => ({
      subject: `Your consultation "${title}" was resolved`,
      preheader: 'You can ask to reopen it within 24 hours.',
      paragraphs: [
        `Your professional marked "${title}" as resolved.`,
        'If your question is not fully answered, you can ask to reopen the case within 24 hours; after that it is completed and you can leave a review.',
      ],
      button: 'Open the consultation',
    }),
    newRequest: (title) => ({
      subject: `New request in your field: "${title}"`,
      preheader: 'It is open for offers.',
      paragraphs: [
        `"${title}" was posted in your field and is open for offers.`,
        'Read the request and send an offer if you can help.',
      ],
      button: 'See the request',
    }),
    missedCall: (title, callerName) => ({
      subject: `Missed video call from ${callerName}`,
      preheader: `About "${title}".`,
      paragraphs: [
        `${callerName} called you about "${title}", but the call was not answered.`,
        'Open the consultation to continue in the chat.',
      ],
      button: 'Open the consultation',
    }),
    refundCompleted: (title, amount, timeline) => ({
      subject: `Your refund of ${amount} is complete`,
      preheader: `For "${title}".`,
      paragraphs: [
        `Your refund of ${amount} for "${title}" has been sent to the account you paid from.`,
        timeline,
      ],
      button: 'Open the consultation',
    }),
    payoutPaid: (amount, bankReference) => ({
      subject: `Your payout of ${amount} was sent`,
      preheader: `Bank reference ${bankReference}.`,
      paragraphs: [
        `We sent your payout of ${amount} to your bank account. The bank reference is ${bankReference}.`,
      ],
      button: 'Open your wallet',
    }),
  },
  hi: {
    hello: (firstName) => (firstName?.trim() ? `नमस्ते ${firstName.trim()},` : 'नमस्ते,'),
    buttonFallback: 'अगर बटन काम न करे, तो यह पता खोलें:',
    footerReason:
      'आपको यह ईमेल इसलिए मिला है क्योंकि आपकी सलाहकार नोटिफ़िकेशन सेटिंग में इस तरह की सूचना के लिए ईमेल चालू है।',
    unsubscribe: 'ये ईमेल बंद करें',
    settings: 'नोटिफ़िकेशन सेटिंग',
    offerReceived: (title, offer) => ({
      subject: `"${title}" के लिए नया ऑफ़र`,
      preheader: `${offer.professionalName} ने ${offer.amount} का ऑफ़र दिया है।`,
      paragraphs: [
        `${offer.professionalName} ने "${title}" के लिए आपको ${offer.amount} का ऑफ़र भेजा है।`,
        ...(offer.message ? [`उनका मैसेज: ${offer.message}`] : []),
        'आपको मिले ऑफ़र की तुलना करें और जो आपको सही लगे, उसे स्वीकार करें।',
      ],
      button: 'ऑफ़र देखें',
    }),
    offerPaid: (title, amount) => ({
      subject: `ऑफ़र स्वीकार हुआ और भुगतान हो गया: "${title}"`,
      preheader: `इस परामर्श के लिए ${amount} एस्क्रो में सुरक्षित है।`,
      paragraphs: [
        `"${title}" के लिए आपका ऑफ़र स्वीकार हो गया है और यूज़र ने ${amount} का भुगतान कर दिया है। यह राशि एस्क्रो में सुरक्षित रखी गई है और परामर्श पूरा होने पर आपके वॉलेट में आ जाएगी।`,
        'यूज़र चैट में आपका इंतज़ार कर रहे हैं।',
      ],
      button: 'चैट खोलें',
    }),
    caseResolved: (title) => ({
      subject: `आपका परामर्श "${title}" हल हो गया है`,
      preheader: 'आप 24 घंटे के अंदर इसे फिर से खोलने का अनुरोध कर सकते हैं।',
      paragraphs: [
        `आपके प्रोफ़ेशनल ने "${title}" को हल हुआ बताया है।`,
        'अगर आपके सवाल का पूरा जवाब नहीं मिला है, तो आप 24 घंटे के अंदर इसे फिर से खोलने का अनुरोध कर सकते हैं; उसके बाद परामर्श पूरा हो जाएगा और आप रिव्यू लिख सकेंगे।',
      ],
      button: 'परामर्श खोलें',
    }),
    newRequest: (title) => ({
      subject: `आपके क्षेत्र में नया अनुरोध: "${title}"`,
      preheader: 'इस पर ऑफ़र भेजे जा सकते हैं।',
      paragraphs: [
        `आपके क्षेत्र में "${title}" पोस्ट किया गया है और इस पर ऑफ़र भेजे जा सकते हैं।`,
        'अनुरोध पढ़ें और अगर आप मदद कर सकते हैं, तो ऑफ़र भेजें।',
      ],
      button: 'अनुरोध देखें',
    }),
    missedCall: (title, callerName) => ({
      subject: `${callerName} की वीडियो कॉल छूट गई`,
      preheader: `"${title}" के बारे में।`,
      paragraphs: [
        `${callerName} ने "${title}" के बारे में आपको कॉल किया, लेकिन कॉल का जवाब नहीं दिया गया।`,
        'चैट में बात जारी रखने के लिए परामर्श खोलें।',
      ],
      button: 'परामर्श खोलें',
    }),
    refundCompleted: (title, amount, timeline) => ({
      subject: `आपका ${amount} का रिफ़ंड पूरा हो गया है`,
      preheader: `"${title}" के लिए।`,
      paragraphs: [
        `"${title}" के लिए आपका ${amount} का रिफ़ंड उसी खाते में भेज दिया गया है जिससे आपने भुगतान किया था।`,
        timeline,
      ],
      button: 'परामर्श खोलें',
    }),
    payoutPaid: (amount, bankReference) => ({
      subject: `आपका ${amount} का पेआउट भेज दिया गया है`,
      preheader: `बैंक रेफ़रेंस ${bankReference}।`,
      paragraphs: [
        `हमने आपका ${amount} का पेआउट आपके बैंक खाते में भेज दिया है। बैंक रेफ़रेंस ${bankReference} है।`,
      ],
      button: 'अपना वॉलेट खोलें',
    }),
  },
} satisfies Record<Language, NoticeMailTexts>;

/**
 * One mail to one person: its kind, the page its button opens, and its words. A notice kind
 * (NOTICE_MAIL_KINDS) follows the person's email switch and has the footer to turn it off; a money
 * confirmation (money-mails.ts) is always sent and has none.
 */
export interface NoticeMailOrder {
  kind: NoticeMailKind | MoneyMailKind;
  userId: string;
  /** The web app's page (`/consultation/…`), made absolute on PUBLIC_URL or the listening origin. */
  path: string;
  write: (texts: NoticeMailTexts, language: Language) => NoticeMail;
  /** Documents linked under the words (a receipt): site paths, made absolute like `path`. */
  links?: (language: Language) => Array<{ label: string; path: string }>;
  dedupeKey?: string;
}

/** Confirmations of money moving, sent whatever the notification settings say. */
export type MoneyMailKind = 'payment_received' | 'refund_initiated' | 'payout_requested';

function isNoticeKind(kind: NoticeMailOrder['kind']): kind is NoticeMailKind {
  return kind in NOTICE_MAIL_KINDS;
}

// Stand-ins rendered in place of what differs per person, so a notice to many people (a new
// request to a whole field) is rendered once per language rather than once per person.
const GREETING = '{{salahkar-greeting}}';
const TOKEN = 'salahkar-unsubscribe-token';

/**
 * Queues each order's mail in the caller's transaction, unless its person turned that kind's
 * email off (their settings, or the defaults: on). People and settings are read in one query
 * each; an order whose person is gone is dropped.
 */
export async function enqueueNoticeMails(
  ctx: AppContext,
  tx: Transaction,
  orders: readonly NoticeMailOrder[],
): Promise<void> {
  if (orders.length === 0) return;
  const ids = orders.map((order) => order.userId);
  const people = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.preferredLanguage,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  const byId = new Map(people.map((person) => [person.id, person]));
  const settings = await notificationSettingsOf(tx, ids);
  // Rendered once per language and content, put in per person, and queued in one statement.
  const rendered = new Map<string, ReturnType<typeof renderNotice>>();
  const queued: MailToQueue[] = [];
  for (const order of orders) {
    const person = byId.get(order.userId);
    const kind = isNoticeKind(order.kind) ? NOTICE_MAIL_KINDS[order.kind] : null;
    if (!person || (kind && !reachAllowed(settings.get(order.userId)!, kind, 'email'))) continue;
    const texts = TEXTS[person.language];
    const notice = order.write(texts, person.language);
    const links = order.links?.(person.language) ?? [];
    const key = JSON.stringify([person.language, order.kind, order.path, notice, links]);
    let template = rendered.get(key);
    if (!template) {
      template = renderNotice(
        ctx,
        person.language,
        texts,
        notice,
        order.path,
        links,
        kind !== null,
      );
      rendered.set(key, template);
    }
    const { subject, html, text } = await template;
    const greeting = texts.hello(person.firstName);
    const token = kind
      ? (await unsubscribeSigner(ctx.config)).issue({ userId: person.id, kind })
      : '';
    const message = {
      to: person.email,
      subject,
      // The token first (a name could hold the stand-in's words), and replacer functions, so a
      // name with `$&` in it is written as it is.
      html: html.replaceAll(TOKEN, () => token).replace(GREETING, () => escapeHtml(greeting)),
      text: text.replaceAll(TOKEN, () => token).replace(GREETING, () => greeting),
    };
    queued.push({ message, kind: order.kind, dedupeKey: order.dedupeKey });
  }
  await enqueueMails(tx, queued);
}

async function renderNotice(
  ctx: AppContext,
  language: Language,
  texts: NoticeMailTexts,
  notice: NoticeMail,
  path: string,
  links: ReadonlyArray<{ label: string; path: string }>,
  switchable: boolean,
) {
  const unsubscribe = mailLink(ctx, `/api/unsubscribe?token=${TOKEN}`);
  return composeMail('', notice.subject, {
    language,
    preheader: notice.preheader,
    paragraphs: [GREETING, ...notice.paragraphs],
    links: links.map((link) => ({ label: link.label, href: mailLink(ctx, link.path) })),
    button: { label: notice.button, href: mailLink(ctx, path) },
    buttonFallback: texts.buttonFallback,
    signOff: signOffOf(language),
    support: supportFactsOfConfig(ctx.config),
    ...(switchable && {
      footer: {
        reason: texts.footerReason,
        unsubscribe: { label: texts.unsubscribe, href: unsubscribe },
        settings: { label: texts.settings, href: mailLink(ctx, NOTIFICATION_SETTINGS_PATH) },
      },
    }),
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** To the request's owner: a professional made an offer. */
export function queueOfferReceivedMail(
  ctx: AppContext,
  tx: Transaction,
  consultation: Case & Pick<Consultation, 'userId'>,
  offer: { professionalName: string; amountPaise: number; message: string | null },
): Promise<void> {
  return enqueueNoticeMails(ctx, tx, [
    {
      kind: 'offer_received',
      userId: consultation.userId,
      path: caseLink(consultation.id),
      write: (t) =>
        t.offerReceived(consultation.title, {
          ...offer,
          amount: formatRupeesToPaisa(offer.amountPaise),
        }),
    },
  ]);
}

/** To the chosen professional: the user accepted and paid; the case is theirs. */
export function queueOfferPaidMail(
  ctx: AppContext,
  tx: Transaction,
  consultation: Case,
  payment: { id: string; professionalId: string; amountPaise: number },
): Promise<void> {
  return enqueueNoticeMails(ctx, tx, [
    {
      kind: 'payment_captured',
      userId: payment.professionalId,
      path: caseLink(consultation.id),
      write: (t) => t.offerPaid(consultation.title, formatRupeesToPaisa(payment.amountPaise)),
      dedupeKey: `captured:${payment.id}`,
    },
  ]);
}

/** To the owner: the professional marked the case resolved. */
export function queueCaseResolvedMail(
  ctx: AppContext,
  tx: Transaction,
  consultation: Case & Pick<Consultation, 'userId'>,
): Promise<void> {
  return enqueueNoticeMails(ctx, tx, [
    {
      kind: 'case_resolved',
      userId: consultation.userId,
      path: caseLink(consultation.id),
      write: (t) => t.caseResolved(consultation.title),
    },
  ]);
}

/**
 * To the professionals of the request's field who were just put a bell reminder about it (those
 * with one still unread are not mailed again either: one mail per unread reminder, not per request).
 */
export function queueNewRequestMails(
  ctx: AppContext,
  tx: Transaction,
  consultation: Case,
  professionalIds: readonly string[],
): Promise<void> {
  return enqueueNoticeMails(
    ctx,
    tx,
    professionalIds.map((userId) => ({
      kind: 'new_request',
      userId,
      path: caseLink(consultation.id),
      write: (t) => t.newRequest(consultation.title),
      dedupeKey: `new-request:${consultation.id}:${userId}`,
    })),
  );
}

/** To the person a call rang for, unanswered (the caller already knows). Nothing for other ends. */
export async function queueMissedCallMail(
  ctx: AppContext,
  tx: Transaction,
  ended: { record: { call: VideoCall; initiatorName: string } } | null,
): Promise<void> {
  const call = ended?.record.call;
  if (!call || call.status !== 'missed' || !call.participantId) return;
  const [consultation] = await tx
    .select({ title: consultations.title })
    .from(consultations)
    .where(eq(consultations.id, call.consultationId));
  if (!consultation) return;
  await enqueueNoticeMails(ctx, tx, [
    {
      kind: 'missed_call',
      userId: call.participantId,
      path: caseLink(call.consultationId),
      write: (t) => t.missedCall(consultation.title, ended.record.initiatorName),
      dedupeKey: `missed-call:${call.id}`,
    },
  ]);
}

/** To the person who paid: the gateway has sent their refund. */
export async function queueRefundCompletedMail(
  ctx: AppContext,
  tx: Transaction,
  refund: { id: string; consultationId: string; amountPaise: number },
): Promise<void> {
  const [consultation] = await tx
    .select({ title: consultations.title, userId: consultations.userId, method: payments.method })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(consultations, eq(consultations.id, refunds.consultationId))
    .where(eq(refunds.id, refund.id));
  if (!consultation) return;
  const method = storedPaymentMethodKind(consultation.method);
  await enqueueNoticeMails(ctx, tx, [
    {
      kind: 'refund_completed',
      userId: consultation.userId,
      path: caseLink(refund.consultationId),
      write: (t, language) =>
        t.refundCompleted(
          consultation.title,
          formatRupeesToPaisa(refund.amountPaise),
          refundTimelineText(language, method),
        ),
      dedupeKey: `refund-completed:${refund.id}`,
    },
  ]);
}

/** To the professional: an admin sent their payout to the bank. */
export function queuePayoutPaidMail(
  ctx: AppContext,
  tx: Transaction,
  payout: { id: string; professionalId: string; amountPaise: number; bankReference: string },
): Promise<void> {
  return enqueueNoticeMails(ctx, tx, [
    {
      kind: 'payout_paid',
      userId: payout.professionalId,
      path: '/wallet',
      write: (t) => t.payoutPaid(formatRupeesToPaisa(payout.amountPaise), payout.bankReference),
      dedupeKey: `payout-paid:${payout.id}`,
    },
  ]);
}
