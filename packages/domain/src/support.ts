import { z } from 'zod';
import type { Language } from './language.ts';
import { SUPPORT_REPLY_HOURS } from './limits.ts';

// Support facts, written once (decision 217): when support answers is a product fact kept here;
// how to reach it (mail address, phone, postal address) is configuration (SUPPORT_EMAIL,
// SUPPORT_PHONE, BUSINESS_ADDRESS) that the server serves at GET /api/support. The landing page,
// the contact page, the policies, the mails and the assistant all word them with the functions
// below, so they never disagree. Support is not around the clock: no screen may say "24/7".

/** The days support answers, each with its hours in India time (24-hour clock, HH:MM). */
export const SUPPORT_HOURS_IST = [
  { days: 'weekdays', opens: '09:00', closes: '18:00' },
  { days: 'saturday', opens: '10:00', closes: '14:00' },
] as const;
export type SupportDays = (typeof SUPPORT_HOURS_IST)[number]['days'];

/** GET /api/support: how to reach support and when it answers. */
export const supportFactsSchema = z.object({
  email: z.email(),
  /** The phone number people may call in support hours (E.164 or as written), null when unset. */
  phone: z.string().nullable(),
  /** The business's postal address, as on receipts. */
  address: z.string(),
  /** How long a written question waits at most, within support hours. */
  replyHours: z.number().int(),
  hours: z.array(
    z.object({ days: z.enum(['weekdays', 'saturday']), opens: z.string(), closes: z.string() }),
  ),
});
export type SupportFacts = z.infer<typeof supportFactsSchema>;

/** The facts from the configured contact details and the domain's hours. */
export function supportFactsOf(contact: {
  email: string;
  phone?: string | null | undefined;
  address: string;
}): SupportFacts {
  return {
    email: contact.email,
    phone: contact.phone?.trim() || null,
    address: contact.address,
    replyHours: SUPPORT_REPLY_HOURS,
    hours: SUPPORT_HOURS_IST.map((line) => ({ ...line })),
  };
}

type SupportWords = {
  days: Record<SupportDays, string>;
  hours: (opens: string, closes: string) => string;
  closed: string;
  email: string;
  phone: string;
  address: string;
  replyWithin: (hours: number) => string;
};

const WORDS: Record<Language, SupportWords> = {
  en: {
    days: { weekdays: 'Monday to Friday', saturday: 'Saturday' },
    hours: (opens, closes) => `${opens} to ${closes} IST`,
    closed: 'Closed on Sundays and public holidays',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    replyWithin: (hours) => `We reply within ${hours} hours during support hours.`,
  },
  hi: {
    days: { weekdays: 'सोमवार से शुक्रवार', saturday: 'शनिवार' },
    hours: (opens, closes) => `${opens} से ${closes} बजे तक (IST)`,
    closed: 'रविवार और सार्वजनिक छुट्टियों पर बंद',
    email: 'ईमेल',
    phone: 'फ़ोन',
    address: 'पता',
    replyWithin: (hours) => `सपोर्ट के समय में हम ${hours} घंटों के भीतर जवाब देते हैं।`,
  },
};

/** '9:00' from '09:00': hours as people write them. */
const clock = (time: string) => time.replace(/^0(\d)/, '$1');

/**
 * The support hours, one line per day range and the closed days last:
 * 'Monday to Friday: 9:00 to 18:00 IST', 'Saturday: 10:00 to 14:00 IST',
 * 'Closed on Sundays and public holidays'.
 */
export function supportHoursLines(language: Language): string[] {
  const words = WORDS[language];
  return [
    ...SUPPORT_HOURS_IST.map(
      (line) => `${words.days[line.days]}: ${words.hours(clock(line.opens), clock(line.closes))}`,
    ),
    words.closed,
  ];
}

/** 'We reply within 24 hours during support hours.' */
export function supportReplyLine(language: Language): string {
  return WORDS[language].replyWithin(SUPPORT_REPLY_HOURS);
}

/** The labels of the contact lines ('Email', 'Phone', 'Address'), for screens that lay them out. */
export function supportLabels(
  language: Language,
): Pick<SupportWords, 'email' | 'phone' | 'address'> {
  const { email, phone, address } = WORDS[language];
  return { email, phone, address };
}

/**
 * Every support fact as lines of text, for a mail's footer and the assistant's answer:
 * 'Email: …', 'Phone: …' (when configured), 'Address: …', then the hours.
 */
export function supportFactLines(facts: SupportFacts, language: Language): string[] {
  const words = WORDS[language];
  return [
    `${words.email}: ${facts.email}`,
    ...(facts.phone ? [`${words.phone}: ${facts.phone}`] : []),
    `${words.address}: ${facts.address}`,
    ...supportHoursLines(language),
  ];
}
