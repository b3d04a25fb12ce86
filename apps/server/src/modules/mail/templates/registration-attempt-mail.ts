import type { Language } from '@salahkar/domain';
import type { MailMessage } from '../../../adapters/mail/index.ts';
import { composeMail } from '../compose-mail.ts';
import { signOffOf } from './auth-mails.ts';

// What the owner of an address gets when someone asks for a registration code for it: the
// registration page answers the same for every address (so it tells nobody who has an account),
// and the one person who may know is told here, with the way back in if it was them.

interface AttemptTexts {
  subject: string;
  lines: (firstName: string, links: AttemptLinks) => string[];
}

export interface AttemptLinks {
  signInUrl: string;
  forgotPasswordUrl: string;
}

const TEXTS: Record<Language, AttemptTexts> = {
  en: {
    subject: 'Someone tried to register with your email address',
    lines: (firstName, { signInUrl, forgotPasswordUrl }) => [
      `Hello ${firstName},`,
      '',
      'Someone just asked to create a new Salahkar account with this email address. You already have an account, so we did not send a verification code and no second account can be made with it.',
      '',
      `If it was you, sign in at ${signInUrl}`,
      '',
      `Forgot your password? Reset it at ${forgotPasswordUrl}`,
      '',
      'If it was not you, you can ignore this email: nothing has changed on your account.',
    ],
  },
  hi: {
    subject: 'किसी ने आपके ईमेल पते से रजिस्टर करने की कोशिश की',
    lines: (firstName, { signInUrl, forgotPasswordUrl }) => [
      `नमस्ते ${firstName},`,
      '',
      'किसी ने अभी इस ईमेल पते से सलाहकार पर नया अकाउंट बनाने का अनुरोध किया। इस पते से आपका अकाउंट पहले से है, इसलिए हमने कोई वेरिफ़िकेशन कोड नहीं भेजा और इससे दूसरा अकाउंट नहीं बन सकता।',
      '',
      `अगर यह आप थे, तो यहाँ साइन इन करें: ${signInUrl}`,
      '',
      `पासवर्ड भूल गए? इसे यहाँ रीसेट करें: ${forgotPasswordUrl}`,
      '',
      'अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: आपके अकाउंट में कुछ नहीं बदला है।',
    ],
  },
};

/** In the house layout (mail/templates/mail-layout.tsx), HTML and text, in the owner's language. */
export function registrationAttemptMail(
  owner: { email: string; firstName: string; preferredLanguage: Language },
  links: AttemptLinks,
): Promise<MailMessage> {
  const language = owner.preferredLanguage;
  const texts = TEXTS[language];
  const paragraphs = texts.lines(owner.firstName, links).join('\n').split('\n\n');
  return composeMail(owner.email, texts.subject, {
    language,
    preheader: paragraphs[1] ?? texts.subject,
    paragraphs,
    signOff: signOffOf(language),
  });
}
