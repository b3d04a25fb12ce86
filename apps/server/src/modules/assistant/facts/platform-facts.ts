import {
  LANGUAGES,
  type AssistantCitation,
  type AssistantPagePath,
  type Language,
  type Specialization,
} from '@salahkar/domain';
import { supportHoursLines, supportLabels } from '@salahkar/domain/support';
import type { Config } from '../../../config.ts';
import type { PlatformIntent } from '../intents/intent-data.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import { quotedTiers } from '../knowledge/fee-quotes.ts';
import { catalogPassages } from '../knowledge/passages.ts';
import type { Script } from '../script.ts';
import { factSentences } from './fact-sentences.ts';
import { romanisedHindi } from './romanised-hindi.ts';
import { pageCitation, UI_NAMES, uiName, webText, type UiName } from './web-catalogs.ts';

/** Who runs Salahkar and how to reach it, from the configuration the receipts use too. */
export type BusinessFacts = Pick<
  Config,
  'BUSINESS_NAME' | 'BUSINESS_ADDRESS' | 'BUSINESS_GSTIN' | 'SUPPORT_EMAIL' | 'SUPPORT_PHONE'
>;

export interface FactContext {
  knowledge: Knowledge;
  business: BusinessFacts;
  script: Script;
  /** The site's language: button and page names are the ones on the reader's screen. */
  pageLanguage: Language;
}

export interface FactAnswer {
  text: string;
  citation: AssistantCitation | null;
}

const REFUND_TIMES = ['upi', 'netBanking', 'creditCard', 'debitCard'] as const;

/** The legal pages' sentences an intent is answered with, and the page they are on. */
const POLICY: Partial<Record<PlatformIntent, { ids: string[]; path: AssistantPagePath }>> = {
  refunds: {
    ids: [
      'legal.refund.rules.cancel',
      'legal.refund.rules.withdraws',
      'legal.refund.rules.complaint',
    ],
    path: '/cancellation-refund',
  },
  payments: {
    ids: ['legal.refund.payment.when', 'legal.refund.payment.escrow'],
    path: '/cancellation-refund',
  },
  receipts: { ids: ['legal.refund.payment.when'], path: '/cancellation-refund' },
  privacy: {
    ids: ['legal.privacy.purposes.consultation', 'legal.terms.content.access'],
    path: '/privacy',
  },
  verification: {
    ids: [
      'legal.terms.verification.approval',
      'legal.terms.verification.provide',
      'legal.terms.verification.licence',
    ],
    path: '/terms',
  },
  video: { ids: ['legal.privacy.collect.consultations'], path: '/privacy' },
  deletion: {
    ids: ['legal.privacy.retention.account', 'legal.privacy.retention.payments'],
    path: '/privacy',
  },
  complaints: {
    ids: [
      'legal.refund.quality.reopen',
      'legal.refund.quality.complaint',
      'legal.terms.grievance.timelines',
    ],
    path: '/cancellation-refund',
  },
  support: { ids: ['legal.refund.request.reply'], path: '/contact' },
};

/**
 * The screens' texts in the reader's script: English, Hindi, or the Hindi in Latin letters for a
 * romanised-Hindi reader (the legal pages and the catalog exist in English and Hindi only).
 */
const sourceLanguage = (script: Script): Language => (script === 'en' ? 'en' : 'hi');
const inScript = (text: string, script: Script) => (script === 'hl' ? romanisedHindi(text) : text);

/**
 * A legal sentence for a romanised-Hindi reader: its Hindi in Latin letters, and a button it
 * names ("रद्द करें और रिफ़ंड पाएँ") named as the reader's screen does, in quotes.
 */
function romanisedPolicy(text: string, pageLanguage: Language): string {
  const buttons: string[] = [];
  let marked = text;
  for (const name of Object.keys(UI_NAMES) as UiName[]) {
    const hindi = uiName(name, 'hi');
    if (!marked.includes(hindi)) continue;
    marked = marked.replaceAll(hindi, `\ue000${buttons.length}\ue000`);
    buttons.push(`"${uiName(name, pageLanguage)}"`);
  }
  return romanisedHindi(marked).replace(
    /\ue000(\d+)\ue000/g,
    (_mark, index: string) => buttons[Number(index)]!,
  );
}

function refundTimes(language: Language): string {
  return REFUND_TIMES.map(
    (method) =>
      `${webText(`legal.refund.timelines.${method}`, language)}: ${webText(`legal.refund.timelines.${method}Time`, language)}`,
  ).join('; ');
}

/** The hours (and phone, when configured) as every screen words them (domain support.ts). */
const supportHours = (language: Language, phone: string | undefined) =>
  [
    ...(phone ? [`${supportLabels(language).phone}: ${phone}`] : []),
    ...supportHoursLines(language),
  ].join('; ');

/**
 * The urgency tiers as the post form quotes them, from the live catalog, with the amounts of the
 * domain's pricing rule: for the specialization once one is established.
 */
export function tiersText(
  knowledge: Knowledge,
  script: Script,
  specialization: Specialization | null = null,
): string | null {
  const tiers = quotedTiers(knowledge.tiers, knowledge.specializations, specialization);
  if (tiers.length === 0) return null;
  return inScript(catalogPassages(tiers, [], sourceLanguage(script))[0]!.text, script);
}

/**
 * The answer to a question about Salahkar itself, from the sources the screens use: the legal
 * pages' texts, the catalog and the configuration. Null for a topic without such a source (the
 * written passages answer those).
 */
export function platformFacts(intent: PlatformIntent, context: FactContext): FactAnswer | null {
  const { knowledge, business, script, pageLanguage } = context;
  const language = sourceLanguage(script);
  const say = factSentences(script, pageLanguage);
  const policy = POLICY[intent];
  const quoted =
    policy?.ids.map((id) => {
      const text = webText(id, language, [business.SUPPORT_EMAIL]);
      return script === 'hl' ? romanisedPolicy(text, pageLanguage) : text;
    }) ?? [];
  const citation = policy ? pageCitation(policy.path, pageLanguage) : null;
  const lines: string[] = [];
  switch (intent) {
    case 'refunds':
      lines.push(...quoted, `${say.refundTimes}: ${inScript(refundTimes(language), script)}.`);
      break;
    case 'receipts':
      lines.push(say.receipts, ...quoted, say.receiptBusiness(business.BUSINESS_NAME));
      break;
    case 'identity':
      lines.push(say.identity(business.BUSINESS_NAME, business.BUSINESS_ADDRESS));
      lines.push(business.BUSINESS_GSTIN ? say.gstin(business.BUSINESS_GSTIN) : say.noGstin);
      return { text: lines.join(' '), citation: pageCitation('/contact', pageLanguage) };
    case 'support':
      lines.push(
        say.support(business.SUPPORT_EMAIL),
        ...quoted,
        `${inScript(supportHours(language, business.SUPPORT_PHONE), script)}.`,
      );
      break;
    case 'video':
      lines.push(say.video, ...quoted);
      break;
    case 'languages':
      lines.push(say.languages(LANGUAGES.length));
      return { text: lines.join(' '), citation: null };
    case 'deletion':
      lines.push(say.deletion(business.SUPPORT_EMAIL), ...quoted);
      break;
    case 'fees': {
      const tiers = tiersText(knowledge, script);
      if (!tiers) return null;
      lines.push(tiers, say.feesBySpecialization);
      return {
        text: lines.join(' '),
        citation: pageCitation('/submit-consultation', pageLanguage),
      };
    }
    default:
      if (!policy) return null;
      lines.push(...quoted);
  }
  return { text: lines.join(' '), citation };
}
