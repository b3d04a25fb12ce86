import {
  OTP_TTL_MS,
  PROFESSIONAL_REVIEW_TIME_TEXT,
  RESET_TOKEN_TTL_MS,
  type Language,
} from '@salahkar/domain';
import type { MailMessage } from '../../../adapters/mail/index.ts';
import { composeMail } from '../compose-mail.ts';

// The account mails, in the house layout (mail/templates/mail-layout.tsx): HTML and text, in the
// recipient's language (their profile's, or for a visitor the request's), a button where the mail
// leads somewhere. All are transactional: always sent, no unsubscribe. Every text of these mails
// is in TEXTS below, once per language; the type makes both languages have every text.

const minutes = (ms: number) => Math.round(ms / 60_000);

interface AccountMailTexts {
  signOff: string[];
  buttonFallback: string;
  signIn: string;
  chooseNewPassword: string;
  otp: (code: string) => { subject: string; lines: string[] };
  welcome: (firstName: string) => { subject: string; lines: string[] };
  applicationReceived: (firstName: string) => { subject: string; lines: string[] };
  reset: (firstName: string) => { subject: string; lines: string[] };
  approved: (firstName: string, notes: string | null) => { subject: string; lines: string[] };
  notApproved: (firstName: string, notes: string | null) => { subject: string; lines: string[] };
  suspended: (firstName: string, reason: string) => { subject: string; lines: string[] };
}

const TEXTS = {
  en: {
    signOff: ['Warm regards,', 'Team Salahkar'],
    buttonFallback: 'If the button does not work, open this address:',
    signIn: 'Sign in to Salahkar',
    chooseNewPassword: 'Choose a new password',
    otp: (code) => ({
      subject: `Your Salahkar verification code: ${code}`,
      lines: [
        'Hello,',
        '',
        `Your Salahkar verification code is ${code}.`,
        '',
        `Enter it on the registration page to confirm your email address. The code is valid for ${minutes(OTP_TTL_MS)} minutes and can be used once.`,
        '',
        'If you did not try to create a Salahkar account, you can ignore this email. Please do not share this code with anyone; our team will never ask for it.',
      ],
    }),
    welcome: (firstName) => ({
      subject: 'Welcome to Salahkar',
      lines: [
        `Hello ${firstName},`,
        '',
        'Welcome to Salahkar. Your account is ready.',
        '',
        'You can now describe your question, receive offers from verified CAs, lawyers, doctors, engineers and career consultants, and chat with the professional you choose.',
      ],
    }),
    applicationReceived: (firstName) => ({
      subject: 'We have received your Salahkar application',
      lines: [
        `Hello ${firstName},`,
        '',
        'Thank you for applying to offer consultations on Salahkar. We have received your application and credentials.',
        '',
        `Our team will review them within ${PROFESSIONAL_REVIEW_TIME_TEXT}. We will email you as soon as a decision is made; once approved, you can sign in and start sending offers.`,
      ],
    }),
    reset: (firstName) => ({
      subject: 'Reset your Salahkar password',
      lines: [
        `Hello ${firstName},`,
        '',
        'We received a request to reset the password of your Salahkar account. Use the button below to choose a new password.',
        '',
        `The link is valid for ${minutes(RESET_TOKEN_TTL_MS)} minutes and works once. Resetting your password signs you out on every other device.`,
        '',
        'If you did not ask for this, you can ignore this email: your password stays the same.',
      ],
    }),
    approved: (firstName, notes) => ({
      subject: 'Your Salahkar professional application is approved',
      lines: [
        `Hello ${firstName},`,
        '',
        'Good news: our team has approved your application to offer consultations on Salahkar.',
        '',
        'Sign in to see requests in your field and send your first offer.',
        ...(notes ? ['', `Note from our team: ${notes}`] : []),
      ],
    }),
    notApproved: (firstName, notes) => ({
      subject: 'Your Salahkar professional application',
      lines: [
        `Hello ${firstName},`,
        '',
        'Thank you for applying to offer consultations on Salahkar. After reviewing your application and credentials, our team could not approve it at this time.',
        ...(notes ? ['', `Reason: ${notes}`] : []),
        '',
        'Your account stays open as a client account, and you can apply again from your profile with updated details.',
      ],
    }),
    suspended: (firstName, reason) => ({
      subject: 'Your Salahkar account is suspended',
      lines: [
        `Hello ${firstName},`,
        '',
        'Our team has suspended your Salahkar account. You are signed out and cannot sign in until the suspension is lifted.',
        '',
        `Reason: ${reason}`,
        '',
        'If you think this is a mistake, reply to this email or write to us from the Contact page.',
      ],
    }),
  },
  hi: {
    signOff: ['शुभकामनाओं सहित,', 'टीम सलाहकार'],
    buttonFallback: 'अगर बटन काम न करे, तो यह पता खोलें:',
    signIn: 'सलाहकार पर साइन इन करें',
    chooseNewPassword: 'नया पासवर्ड चुनें',
    otp: (code) => ({
      subject: `आपका सलाहकार वेरिफ़िकेशन कोड: ${code}`,
      lines: [
        'नमस्ते,',
        '',
        `आपका सलाहकार वेरिफ़िकेशन कोड ${code} है।`,
        '',
        `अपना ईमेल पता कन्फ़र्म करने के लिए इसे रजिस्ट्रेशन पेज पर डालें। यह कोड ${minutes(OTP_TTL_MS)} मिनट तक मान्य है और केवल एक बार इस्तेमाल किया जा सकता है।`,
        '',
        'अगर आपने सलाहकार पर अकाउंट बनाने की कोशिश नहीं की है, तो इस ईमेल को अनदेखा करें। यह कोड किसी के साथ शेयर न करें; हमारी टीम इसे कभी नहीं माँगेगी।',
      ],
    }),
    welcome: (firstName) => ({
      subject: 'सलाहकार में आपका स्वागत है',
      lines: [
        `नमस्ते ${firstName},`,
        '',
        'सलाहकार में आपका स्वागत है। आपका अकाउंट तैयार है।',
        '',
        'अब आप अपना सवाल लिख सकते हैं, वेरिफ़ाइड CA, वकीलों, डॉक्टरों, इंजीनियरों और करियर कंसल्टेंट से ऑफ़र पा सकते हैं, और अपने चुने हुए प्रोफ़ेशनल से चैट कर सकते हैं।',
      ],
    }),
    applicationReceived: (firstName) => ({
      subject: 'हमें सलाहकार पर आपका आवेदन मिल गया है',
      lines: [
        `नमस्ते ${firstName},`,
        '',
        'सलाहकार पर परामर्श देने के लिए आवेदन करने का धन्यवाद। हमें आपका आवेदन और आपके दस्तावेज़ मिल गए हैं।',
        '',
        `हमारी टीम 2–3 कामकाजी दिनों में इनकी जाँच करेगी। फ़ैसला होते ही हम आपको ईमेल करेंगे; मंज़ूरी मिलने के बाद आप साइन इन करके ऑफ़र भेजना शुरू कर सकते हैं।`,
      ],
    }),
    reset: (firstName) => ({
      subject: 'अपना सलाहकार पासवर्ड रीसेट करें',
      lines: [
        `नमस्ते ${firstName},`,
        '',
        'हमें आपके सलाहकार अकाउंट का पासवर्ड रीसेट करने का अनुरोध मिला है। नया पासवर्ड चुनने के लिए नीचे दिया गया बटन दबाएँ।',
        '',
        `यह लिंक ${minutes(RESET_TOKEN_TTL_MS)} मिनट तक मान्य है और एक ही बार काम करता है। पासवर्ड रीसेट करने पर आप बाकी सभी डिवाइस से साइन आउट हो जाएँगे।`,
        '',
        'अगर आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
      ],
    }),
    approved: (firstName, notes) => ({
      subject: 'सलाहकार पर प्रोफ़ेशनल के रूप में आपका आवेदन मंज़ूर हो गया है',
      lines: [
        `नमस्ते ${firstName},`,
        '',
        'खुशखबरी: हमारी टीम ने सलाहकार पर परामर्श देने का आपका आवेदन मंज़ूर कर दिया है।',
        '',
        'अपने क्षेत्र के अनुरोध देखने और अपना पहला ऑफ़र भेजने के लिए साइन इन करें।',
        ...(notes ? ['', `हमारी टीम का नोट: ${notes}`] : []),
      ],
    }),
    notApproved: (firstName, notes) => ({
      subject: 'सलाहकार पर प्रोफ़ेशनल के रूप में आपका आवेदन',
      lines: [
        `नमस्ते ${firstName},`,
        '',
        'सलाहकार पर परामर्श देने के लिए आवेदन करने का धन्यवाद। आपके आवेदन और दस्तावेज़ों की जाँच के बाद, हमारी टीम अभी इसे मंज़ूर नहीं कर सकी।',
        ...(notes ? ['', `कारण: ${notes}`] : []),
        '',
        'आपका अकाउंट क्लाइंट अकाउंट के रूप में चालू रहेगा, और आप अपनी प्रोफ़ाइल से नई जानकारी के साथ फिर से आवेदन कर सकते हैं।',
      ],
    }),
    suspended: (firstName, reason) => ({
      subject: 'आपका सलाहकार अकाउंट निलंबित कर दिया गया है',
      lines: [
        `नमस्ते ${firstName},`,
        '',
        'हमारी टीम ने आपका सलाहकार अकाउंट निलंबित कर दिया है। आपको साइन आउट कर दिया गया है, और निलंबन हटने तक आप साइन इन नहीं कर सकेंगे।',
        '',
        `कारण: ${reason}`,
        '',
        'अगर आपको लगता है कि यह गलती से हुआ है, तो इस ईमेल का जवाब दें या संपर्क पेज से हमें लिखें।',
      ],
    }),
  },
} satisfies Record<Language, AccountMailTexts>;

/** A button to a page: its label (from TEXTS) and address. */
type MailButton = { label: string; href: string };

export function otpMail(to: string, code: string, language: Language = 'en'): Promise<MailMessage> {
  const { subject, lines } = TEXTS[language].otp(code);
  return mail(to, subject, lines, language);
}

export function welcomeMail(
  to: string,
  firstName: string,
  signInUrl: string,
  language: Language = 'en',
): Promise<MailMessage> {
  const { subject, lines } = TEXTS[language].welcome(firstName);
  return mail(to, subject, lines, language, { label: TEXTS[language].signIn, href: signInUrl });
}

export function applicationReceivedMail(
  to: string,
  firstName: string,
  language: Language = 'en',
): Promise<MailMessage> {
  const { subject, lines } = TEXTS[language].applicationReceived(firstName);
  return mail(to, subject, lines, language);
}

export function resetMail(
  to: string,
  firstName: string,
  resetUrl: string,
  language: Language = 'en',
): Promise<MailMessage> {
  const { subject, lines } = TEXTS[language].reset(firstName);
  const button = { label: TEXTS[language].chooseNewPassword, href: resetUrl };
  return mail(to, subject, lines, language, button);
}

/** Someone the mail goes to, in their own language. */
export interface Recipient {
  email: string;
  firstName: string;
  preferredLanguage: Language;
}

/**
 * An admin approved or rejected a professional application, with their note or reason; an
 * approval has a button into the app (`appUrl`), where the requests of their field wait.
 */
export function approvalDecisionMail(
  user: Recipient,
  approved: boolean,
  notes: string | null,
  appUrl?: string,
): Promise<MailMessage> {
  const texts = TEXTS[user.preferredLanguage];
  const { subject, lines } = (approved ? texts.approved : texts.notApproved)(user.firstName, notes);
  const button = approved && appUrl ? { label: texts.signIn, href: appUrl } : undefined;
  return mail(user.email, subject, lines, user.preferredLanguage, button);
}

/** An admin suspended the account, with their reason. */
export function suspensionMail(user: Recipient, reason: string): Promise<MailMessage> {
  const { subject, lines } = TEXTS[user.preferredLanguage].suspended(user.firstName, reason);
  return mail(user.email, subject, lines, user.preferredLanguage);
}

/** The mails' sign-off in a language ('Warm regards, Team Salahkar'), for the notices too. */
export const signOffOf = (language: Language): string[] => TEXTS[language].signOff;

/**
 * An account mail in the house layout: the lines' paragraphs (split at empty lines), the button
 * if it leads somewhere, signed in the mail's language. The first paragraph after the greeting
 * is the preheader inboxes show.
 */
function mail(
  to: string,
  subject: string,
  lines: string[],
  language: Language,
  button?: MailButton,
): Promise<MailMessage> {
  const paragraphs = lines.join('\n').split('\n\n');
  return composeMail(to, subject, {
    language,
    preheader: paragraphs[1] ?? paragraphs[0] ?? subject,
    paragraphs,
    ...(button ? { button, buttonFallback: TEXTS[language].buttonFallback } : {}),
    signOff: TEXTS[language].signOff,
  });
}
