import type {
  CaseEventKind,
  Category,
  ConsultationStatus,
  PaymentStatus,
  UrgencyLevel,
} from './enums.ts';
import type { Language } from './language.ts';
import type { VideoCallStatus } from './video-calls.ts';
import { formatIstDate } from './format.ts';
import type { Verification, VerificationCheck } from './verification.ts';

// The product's names for its own values, in every language, written once: the web's screens,
// the server's notices, toasts and mails, and the assistant all read them here. The English
// texts are the spec's, word for word (docs/product/rulings.md, R-16). Admin-typed names
// (a specialization an admin adds, an urgency tier's renamed title) stay data and are shown as
// typed.

/** The finished call statuses a chat line records (a ringing or live call leaves no line yet). */
type CallOutcome = Exclude<VideoCallStatus, 'pending' | 'active'>;

/** The specializations the catalog is seeded with (apps/server/src/db/seed/catalog-data.ts). */
export const SEEDED_SPECIALIZATIONS = [
  'ITR Filing',
  'GST Return',
  'Company Registration',
  'Tax Planning',
  'Tax Notice Opinion',
  'Contract Review',
  'Legal Notice',
  'Property Law',
  'Family Law',
  'Criminal Law',
  'Civil Law',
  'Corporate Law',
  'General Consultation',
  'Second Opinion',
  'Report Analysis',
  'Prescription Review',
  'Technical Review',
  'Project Planning',
  'Design Review',
  'Safety Assessment',
  'Project Consultation',
  'Design Analysis',
  'Resume Review',
  'Career Guidance',
  'Interview Preparation',
  'Skill Assessment',
  'Other',
] as const;
export type SeededSpecialization = (typeof SEEDED_SPECIALIZATIONS)[number];

/** Every label of one language. */
export interface LabelCatalog {
  /** The professional: 'Career Consultant' ('a verified Lawyer'). */
  category: Record<Category, string>;
  /** The field a professional serves, as the landing page and dashboards title it: 'Career Guidance'. */
  categoryField: Record<Category, string>;
  /** A consultation's status on cards and detail views: 'Has Counter Offers'. */
  status: Record<ConsultationStatus, string>;
  /** The chat dialog's badge: statuses without their own words read 'Active'. */
  chatStatus: Record<ConsultationStatus, string>;
  urgency: Record<UrgencyLevel, string>;
  paymentStatus: Record<PaymentStatus, string>;
  /** A finished call's chat line, without its length: 'Missed video call'. */
  callOutcome: Record<CallOutcome, string>;
  /** The units of a call's length: '12 min'. */
  callDuration: { seconds: string; minutes: string; hours: string };
  /** A seeded specialization's name; an admin-added one is shown as typed. */
  specialization: Record<SeededSpecialization, string>;
  /** A line of the case page's timeline: 'Payment received'. */
  caseEvent: Record<CaseEventKind, string>;
  /**
   * The admin's money words, one meaning each wherever they appear (tiles, financial report,
   * exports): gross payments are everything users paid; commission is the platform's share.
   */
  money: Record<MoneyLabel, string>;
  /**
   * A professional's badge (decision 216): 'Verified Professional', and what an admin checked
   * before approving them ('Licence checked').
   */
  verification: Record<VerificationCheck | 'verified', string>;
}

/** The admin's money figures (see LabelCatalog.money). */
export type MoneyLabel =
  | 'grossPayments'
  | 'grossPaymentsDetail'
  | 'commission'
  | 'commissionDetail'
  | 'commissionThisMonth'
  | 'professionalShare';

const en: LabelCatalog = {
  category: {
    CA: 'CA',
    Lawyer: 'Lawyer',
    Doctor: 'Doctor',
    Engineer: 'Engineer',
    Career_Consultant: 'Career Consultant',
  },
  categoryField: {
    CA: 'CA & Finance',
    Lawyer: 'Legal Expert',
    Doctor: 'Medical Expert',
    Engineer: 'Engineering',
    Career_Consultant: 'Career Guidance',
  },
  status: {
    open: 'Open',
    pending_offers: 'Has Counter Offers',
    assigned: 'Assigned',
    in_progress: 'In Progress',
    closed: 'Closed',
    under_admin_review: 'Under Admin Review',
    reopened: 'Reopened',
    completed: 'Completed',
  },
  chatStatus: {
    open: 'Active',
    pending_offers: 'Active',
    assigned: 'Active',
    in_progress: 'Active Consultation',
    closed: 'Closed by Professional',
    under_admin_review: 'Under Admin Review',
    reopened: 'Reopened',
    completed: 'Completed',
  },
  urgency: { normal: 'Normal', medium: 'Medium', urgent: 'Urgent' },
  paymentStatus: { pending: 'Pending', paid: 'Paid', failed: 'Failed', refunded: 'Refunded' },
  callOutcome: {
    ended: 'Video call',
    missed: 'Missed video call',
    declined: 'Declined video call',
    cancelled: 'Cancelled video call',
  },
  callDuration: { seconds: 's', minutes: 'min', hours: 'h' },
  specialization: Object.fromEntries(SEEDED_SPECIALIZATIONS.map((name) => [name, name])) as Record<
    SeededSpecialization,
    string
  >,
  caseEvent: {
    posted: 'Request posted',
    offer: 'Offer received',
    paid: 'Payment received',
    first_reply: 'First reply from the professional',
    call: 'Video call',
    resolved: 'Marked resolved',
    closed: 'Case closed',
    reopened: 'Reopening requested',
    complaint: 'Query raised',
    complaint_resolved: 'Query resolved',
    refund_requested: 'Refund initiated',
    refund_completed: 'Refund completed',
  },
  money: {
    grossPayments: 'Gross payments',
    grossPaymentsDetail: 'Everything users paid, before refunds and commission',
    commission: 'Platform commission',
    commissionDetail: "The platform's share, after refunds",
    commissionThisMonth: 'Commission this month',
    professionalShare: 'Professional share',
  },
  verification: {
    verified: 'Verified Professional',
    licence_number: 'Licence checked',
    credentials: 'Credentials reviewed',
  },
};

const hi: LabelCatalog = {
  category: {
    CA: 'CA',
    Lawyer: 'वकील',
    Doctor: 'डॉक्टर',
    Engineer: 'इंजीनियर',
    Career_Consultant: 'करियर सलाहकार',
  },
  categoryField: {
    CA: 'CA और वित्त',
    Lawyer: 'कानूनी विशेषज्ञ',
    Doctor: 'चिकित्सा विशेषज्ञ',
    Engineer: 'इंजीनियरिंग',
    Career_Consultant: 'करियर मार्गदर्शन',
  },
  status: {
    open: 'खुला',
    pending_offers: 'काउंटर ऑफ़र मिले हैं',
    assigned: 'सौंपा गया',
    in_progress: 'जारी है',
    closed: 'बंद',
    under_admin_review: 'एडमिन रिव्यू में',
    reopened: 'फिर से खोला गया',
    completed: 'पूरा हुआ',
  },
  chatStatus: {
    open: 'सक्रिय',
    pending_offers: 'सक्रिय',
    assigned: 'सक्रिय',
    in_progress: 'चालू परामर्श',
    closed: 'प्रोफ़ेशनल ने बंद किया',
    under_admin_review: 'एडमिन रिव्यू में',
    reopened: 'फिर से खोला गया',
    completed: 'पूरा हुआ',
  },
  urgency: { normal: 'सामान्य', medium: 'मध्यम', urgent: 'अर्जेंट' },
  paymentStatus: {
    pending: 'भुगतान बाकी',
    paid: 'भुगतान हो गया',
    failed: 'विफल',
    refunded: 'रिफ़ंड हो गया',
  },
  callOutcome: {
    ended: 'वीडियो कॉल',
    missed: 'मिस्ड वीडियो कॉल',
    declined: 'अस्वीकार की गई वीडियो कॉल',
    cancelled: 'रद्द की गई वीडियो कॉल',
  },
  callDuration: { seconds: 'सेकंड', minutes: 'मिनट', hours: 'घंटे' },
  specialization: {
    'ITR Filing': 'ITR फ़ाइलिंग',
    'GST Return': 'GST रिटर्न',
    'Company Registration': 'कंपनी रजिस्ट्रेशन',
    'Tax Planning': 'टैक्स प्लानिंग',
    'Tax Notice Opinion': 'टैक्स नोटिस पर राय',
    'Contract Review': 'कॉन्ट्रैक्ट रिव्यू',
    'Legal Notice': 'लीगल नोटिस',
    'Property Law': 'प्रॉपर्टी कानून',
    'Family Law': 'पारिवारिक कानून',
    'Criminal Law': 'आपराधिक कानून',
    'Civil Law': 'दीवानी कानून',
    'Corporate Law': 'कॉर्पोरेट कानून',
    'General Consultation': 'सामान्य परामर्श',
    'Second Opinion': 'दूसरी राय',
    'Report Analysis': 'रिपोर्ट का विश्लेषण',
    'Prescription Review': 'पर्चे का रिव्यू',
    'Technical Review': 'तकनीकी रिव्यू',
    'Project Planning': 'प्रोजेक्ट प्लानिंग',
    'Design Review': 'डिज़ाइन रिव्यू',
    'Safety Assessment': 'सुरक्षा आकलन',
    'Project Consultation': 'प्रोजेक्ट परामर्श',
    'Design Analysis': 'डिज़ाइन विश्लेषण',
    'Resume Review': 'रिज़्यूमे रिव्यू',
    'Career Guidance': 'करियर मार्गदर्शन',
    'Interview Preparation': 'इंटरव्यू की तैयारी',
    'Skill Assessment': 'स्किल आकलन',
    Other: 'अन्य',
  },
  caseEvent: {
    posted: 'अनुरोध पोस्ट किया गया',
    offer: 'ऑफ़र मिला',
    paid: 'भुगतान मिला',
    first_reply: 'प्रोफ़ेशनल का पहला जवाब',
    call: 'वीडियो कॉल',
    resolved: 'हल के रूप में चिह्नित',
    closed: 'केस बंद हुआ',
    reopened: 'दोबारा खोलने का अनुरोध',
    complaint: 'शिकायत दर्ज की गई',
    complaint_resolved: 'शिकायत का समाधान हुआ',
    refund_requested: 'रिफ़ंड शुरू हुआ',
    refund_completed: 'रिफ़ंड पूरा हुआ',
  },
  money: {
    grossPayments: 'कुल प्राप्त भुगतान',
    grossPaymentsDetail: 'उपयोगकर्ताओं ने जो भी चुकाया, रिफ़ंड और कमीशन से पहले',
    commission: 'प्लेटफ़ॉर्म कमीशन',
    commissionDetail: 'रिफ़ंड के बाद प्लेटफ़ॉर्म का हिस्सा',
    commissionThisMonth: 'इस महीने का कमीशन',
    professionalShare: 'प्रोफ़ेशनल का हिस्सा',
  },
  verification: {
    verified: 'सत्यापित प्रोफ़ेशनल',
    licence_number: 'लाइसेंस जाँचा गया',
    credentials: 'प्रमाण-पत्र देखे गए',
  },
};

/** The label catalog of each language. */
export const LABELS: Record<Language, LabelCatalog> = { en, hi };

function isSeededSpecialization(name: string): name is SeededSpecialization {
  return (SEEDED_SPECIALIZATIONS as readonly string[]).includes(name);
}

/** A specialization's name in a language: a seeded one's translation, an admin-typed one as typed. */
export function specializationLabel(name: string, language: Language): string {
  return isSeededSpecialization(name) ? LABELS[language].specialization[name] : name;
}

/** '45 s', '12 min', '1 h 5 min': whole minutes from one minute on, rounded to the nearest. */
export function formatCallDuration(seconds: number, language: Language = 'en'): string {
  const unit = LABELS[language].callDuration;
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} ${unit.seconds}`;
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return `${minutes} ${unit.minutes}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} ${unit.hours}` : `${hours} ${unit.hours} ${rest} ${unit.minutes}`;
}

/**
 * 'Video call · 12 min', 'Missed video call': the chat line a finished call leaves (stored in
 * English; a screen shows it in its own language from the call's status and length).
 */
export function videoCallLine(
  status: VideoCallStatus,
  durationSeconds: number | null,
  language: Language = 'en',
): string {
  const outcomes = LABELS[language].callOutcome;
  if (status === 'ended') {
    return `${outcomes.ended} · ${formatCallDuration(durationSeconds ?? 0, language)}`;
  }
  if (status === 'pending' || status === 'active') return outcomes.ended;
  return outcomes[status];
}

/**
 * What a professional's badge says was verified, and when (decision 216): 'Licence checked ·
 * Credentials reviewed · 12 Nov 2026' (IST date), or null for a professional who is not verified
 * (approved before the checklist, or without every check), who is never called verified.
 */
export function verificationLine(
  verification: Verification,
  language: Language = 'en',
): string | null {
  if (!verification.verified || !verification.verifiedAt) return null;
  const words = LABELS[language].verification;
  return [
    ...verification.checks.map((check) => words[check]),
    formatIstDate(verification.verifiedAt, language),
  ].join(' · ');
}
