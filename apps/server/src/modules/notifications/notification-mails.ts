import { formatRupees, type Language } from '@salahkar/domain';
import type { MailMessage } from '../../adapters/mail/index.ts';
import type { Consultation } from '../../db/schema/index.ts';
import { mail } from '../auth/auth-mails.ts';
import { caseLink } from './notify.ts';

// The mails for what matters while a person is away: an offer received, a payment captured, a
// case resolved. Queued in the mail outbox in the verb's transaction (enqueueMail): a mail server
// that is down delays them, never fails the verb. `publicUrl` is the configuration's PUBLIC_URL.
// Each is written in its recipient's preferred language; every text is in TEXTS, once per
// language (the type makes both languages have every text).

type Person = { email: string; firstName: string | null; preferredLanguage: Language };
type Case = Pick<Consultation, 'id' | 'title'>;
type Mail = { subject: string; lines: string[] };

interface NoticeMailTexts {
  hello: (firstName: string | null) => string;
  openHere: (url: string) => string;
  signInToSee: string;
  offerReceived: (
    title: string,
    offer: { professionalName: string; amount: string; message: string | null },
    whereToLook: string,
  ) => Mail;
  paymentCaptured: (title: string, amount: string, whereToLook: string) => Mail;
  caseResolved: (title: string, whereToLook: string) => Mail;
}

const TEXTS = {
  en: {
    hello: (firstName) => `Hello ${firstName?.trim() || 'there'},`,
    openHere: (url) => `Open it here: ${url}`,
    signInToSee: 'Sign in to Salahkar to see it.',
    offerReceived: (title, offer, whereToLook) => ({
      subject: `New offer for "${title}"`,
      lines: [
        `${offer.professionalName} sent you an offer of ${offer.amount} for "${title}".`,
        ...(offer.message ? ['', `Their message: ${offer.message}`] : []),
        '',
        `Compare the offers you have received and accept the one you prefer. ${whereToLook}`,
      ],
    }),
    paymentCaptured: (title, amount, whereToLook) => ({
      subject: `Offer accepted and paid: "${title}"`,
      lines: [
        `Your offer for "${title}" was accepted and the user has paid ${amount}. The amount is held in escrow and released to your wallet when the consultation is completed.`,
        '',
        `The user is waiting for you in the chat. ${whereToLook}`,
      ],
    }),
    caseResolved: (title, whereToLook) => ({
      subject: `Your consultation "${title}" was resolved`,
      lines: [
        `Your professional marked "${title}" as resolved.`,
        '',
        `If your question is not fully answered, you can ask to reopen the case within 24 hours; after that it is completed and you can leave a review. ${whereToLook}`,
      ],
    }),
  },
  hi: {
    hello: (firstName) => (firstName?.trim() ? `नमस्ते ${firstName.trim()},` : 'नमस्ते,'),
    openHere: (url) => `यहाँ खोलें: ${url}`,
    signInToSee: 'इसे देखने के लिए सलाहकार पर साइन इन करें।',
    offerReceived: (title, offer, whereToLook) => ({
      subject: `"${title}" के लिए नया ऑफ़र`,
      lines: [
        `${offer.professionalName} ने "${title}" के लिए आपको ${offer.amount} का ऑफ़र भेजा है।`,
        ...(offer.message ? ['', `उनका मैसेज: ${offer.message}`] : []),
        '',
        `आपको मिले ऑफ़र की तुलना करें और जो आपको सही लगे, उसे स्वीकार करें। ${whereToLook}`,
      ],
    }),
    paymentCaptured: (title, amount, whereToLook) => ({
      subject: `ऑफ़र स्वीकार हुआ और भुगतान हो गया: "${title}"`,
      lines: [
        `"${title}" के लिए आपका ऑफ़र स्वीकार हो गया है और यूज़र ने ${amount} का भुगतान कर दिया है। यह राशि एस्क्रो में सुरक्षित रखी गई है और परामर्श पूरा होने पर आपके वॉलेट में आ जाएगी।`,
        '',
        `यूज़र चैट में आपका इंतज़ार कर रहे हैं। ${whereToLook}`,
      ],
    }),
    caseResolved: (title, whereToLook) => ({
      subject: `आपका परामर्श "${title}" हल हो गया है`,
      lines: [
        `आपके प्रोफ़ेशनल ने "${title}" को हल हुआ बताया है।`,
        '',
        `अगर आपके सवाल का पूरा जवाब नहीं मिला है, तो आप 24 घंटे के अंदर इसे फिर से खोलने का अनुरोध कर सकते हैं; उसके बाद परामर्श पूरा हो जाएगा और आप रिव्यू लिख सकेंगे। ${whereToLook}`,
      ],
    }),
  },
} satisfies Record<Language, NoticeMailTexts>;

/** Where the mail's link leads: PUBLIC_URL when set (there is no request to take a host from). */
function whereToLook(
  texts: NoticeMailTexts,
  publicUrl: string | undefined,
  consultation: Case,
): string {
  return publicUrl
    ? texts.openHere(new URL(caseLink(consultation.id), publicUrl).toString())
    : texts.signInToSee;
}

function personalMail(person: Person, build: (texts: NoticeMailTexts) => Mail): MailMessage {
  const texts = TEXTS[person.preferredLanguage];
  const { subject, lines } = build(texts);
  return mail(
    person.email,
    subject,
    [texts.hello(person.firstName), '', ...lines],
    person.preferredLanguage,
  );
}

/** To the request's owner: a professional made an offer. */
export function offerReceivedMail(
  publicUrl: string | undefined,
  owner: Person,
  consultation: Case,
  offer: { professionalName: string; amountPaise: number; message: string | null },
): MailMessage {
  return personalMail(owner, (texts) =>
    texts.offerReceived(
      consultation.title,
      { ...offer, amount: formatRupees(offer.amountPaise) },
      whereToLook(texts, publicUrl, consultation),
    ),
  );
}

/** To the chosen professional: the user accepted and paid; the case is theirs. */
export function paymentCapturedMail(
  publicUrl: string | undefined,
  professional: Person,
  consultation: Case,
  amountPaise: number,
): MailMessage {
  return personalMail(professional, (texts) =>
    texts.paymentCaptured(
      consultation.title,
      formatRupees(amountPaise),
      whereToLook(texts, publicUrl, consultation),
    ),
  );
}

/** To the owner: the professional marked the case resolved. */
export function caseResolvedMail(
  publicUrl: string | undefined,
  owner: Person,
  consultation: Case,
): MailMessage {
  return personalMail(owner, (texts) =>
    texts.caseResolved(consultation.title, whereToLook(texts, publicUrl, consultation)),
  );
}
