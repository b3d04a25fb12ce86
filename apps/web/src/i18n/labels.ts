import type {
  Category,
  ConsultationStatus,
  PaymentStatus,
  UrgencyLevel,
} from '@salahkar/domain/enums';
import {
  LABELS,
  specializationLabel,
  verificationLine,
  videoCallLine,
  type MoneyLabel,
} from '@salahkar/domain/labels';
import type { Verification } from '@salahkar/domain/verification';
import type { ChatMessageView } from '@salahkar/domain/schemas/chat';
import type { Specialization, UrgencyPricing } from '@salahkar/domain/schemas/catalog';
import { currentLanguage } from './i18n.ts';

// The domain's label catalog (packages/domain/src/labels.ts) in the language on screen: the names
// of categories, statuses, urgency levels and call outcomes are written there once, for the
// server's notices and mails as for these screens. A change of language remounts the screens, so
// reading the language at render time is enough.

const labels = () => LABELS[currentLanguage()];

/** The professional: 'Career Consultant'. */
export const categoryLabel = (category: Category): string => labels().category[category];

/** The field a professional serves, as the landing page and dashboards title it: 'CA & Finance'. */
export const categoryField = (category: Category): string => labels().categoryField[category];

/** A consultation's status on cards and detail views: 'Has Counter Offers'. */
export const statusLabel = (status: ConsultationStatus): string => labels().status[status];

/** The chat dialog's badge for a case's status: 'Active Consultation'. */
export const chatStatusLabel = (status: ConsultationStatus): string => labels().chatStatus[status];

export const urgencyLabel = (level: UrgencyLevel): string => labels().urgency[level];

export const paymentStatusLabel = (status: PaymentStatus): string => labels().paymentStatus[status];

/**
 * An urgency tier's name. Admins edit it in English and Hindi (decision 217); a Hindi screen
 * without their Hindi name shows the tier's level in Hindi words.
 */
export function tierNameOf(
  tier: Pick<UrgencyPricing, 'displayName' | 'urgencyLevel'> & { displayNameHi?: string | null },
): string {
  if (currentLanguage() === 'en') return tier.displayName;
  return tier.displayNameHi || urgencyLabel(tier.urgencyLevel);
}

/** A text shown as it reads on screen, and `lang="en"` when it is English on a Hindi screen. */
export type ScreenText = { text: string; lang: 'en' | undefined };

/**
 * An admin-typed catalog text (an urgency tier's description or response time) in the language on
 * screen: its Hindi where an admin typed one, else the English, marked as English so a screen
 * reader reads it as such (decision 217).
 */
export function catalogText(english: string, hindi: string | null | undefined): ScreenText {
  if (currentLanguage() === 'en') return { text: english, lang: undefined };
  return hindi ? { text: hindi, lang: undefined } : { text: english, lang: 'en' };
}

/**
 * A catalog specialization's name on screen: the Hindi an admin typed, else a seeded name's Hindi
 * label, else the English name marked as English.
 */
export function specializationText(
  specialization: Pick<Specialization, 'name'> & { nameHi?: string | null },
): ScreenText {
  const language = currentLanguage();
  if (language === 'en') return { text: specialization.name, lang: undefined };
  if (specialization.nameHi) return { text: specialization.nameHi, lang: undefined };
  const label = specializationLabel(specialization.name, language);
  return catalogText(specialization.name, label === specialization.name ? null : label);
}

/** A finished call's chat line ('Video call · 12 min', 'Missed video call'). */
export function callLineOf(videoCall: NonNullable<ChatMessageView['videoCall']>): string {
  return videoCallLine(videoCall.status, videoCall.durationSeconds, currentLanguage());
}

/** An admin money figure's name, one meaning everywhere: 'Gross payments', 'Platform commission'. */
export const moneyLabel = (key: MoneyLabel): string => labels().money[key];

/** 'Verified Professional', the badge's title (shown only when the server says verified). */
export const verifiedLabel = (): string => labels().verification.verified;

/** 'Licence checked · Credentials reviewed · 12 Nov 2026', or null when not verified. */
export const verificationText = (verification: Verification): string | null =>
  verificationLine(verification, currentLanguage());
