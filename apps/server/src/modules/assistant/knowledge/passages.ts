import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ASSISTANT_PAGE_PATHS,
  CATEGORIES,
  formatRupeesFromRupees,
  LABELS,
  specializationLabel,
  type AssistantPagePath,
  type Category,
  type Language,
  type Specialization,
  type UrgencyPricing,
} from '@salahkar/domain';

/** A piece of the product's own text the assistant answers from, with the page it comes from. */
export interface Passage {
  id: string;
  topic: string;
  path: AssistantPagePath;
  title: string;
  text: string;
  keywords: string;
}

/** The written passages of each language: the same sections, in the same order. */
const KNOWLEDGE_FILES: Record<Language, string> = {
  en: path.join(import.meta.dirname, '../corpus/knowledge.md'),
  hi: path.join(import.meta.dirname, '../corpus/knowledge.hi.md'),
};

function asPagePath(value: string): AssistantPagePath {
  if (!(ASSISTANT_PAGE_PATHS as string[]).includes(value)) {
    throw new Error(`knowledge.md names a page the assistant may not link: ${value}`);
  }
  return value as AssistantPagePath;
}

/** Parses knowledge.md: `## Topic | /path | Title`, an optional `keywords:` line, then text. */
export function parseKnowledge(source: string, idPrefix = 'k'): Passage[] {
  return source
    .split(/^## /m)
    .slice(1)
    .map((section, index) => {
      // Blank lines (Prettier puts one after each heading) are no part of the text.
      const [heading = '', ...body] = section
        .trim()
        .split('\n')
        .filter((line) => line.trim() !== '');
      const [topic, pagePath, title] = heading.split('|').map((part) => part.trim());
      if (!topic || !pagePath || !title) throw new Error(`knowledge.md section ${index + 1}`);
      const keywordLine = body[0]?.startsWith('keywords:') ? body.shift()! : '';
      return {
        id: `${idPrefix}${index}`,
        topic,
        path: asPagePath(pagePath),
        title,
        text: body.join(' ').trim(),
        keywords: keywordLine.replace('keywords:', '').trim(),
      };
    });
}

const staticPassages: Partial<Record<Language, Passage[]>> = {};

/** The written passages of a language, read once. */
export function writtenPassages(language: Language = 'en'): Passage[] {
  staticPassages[language] ??= parseKnowledge(
    readFileSync(KNOWLEDGE_FILES[language], 'utf8'),
    language === 'en' ? 'k' : `${language}-k`,
  );
  return staticPassages[language];
}

const rupees = (min: number, max: number) =>
  `${formatRupeesFromRupees(min)}–${formatRupeesFromRupees(max)}`;

/**
 * A tier's response time in Hindi: the catalog's texts are English ('Within 24 hours',
 * '2–4 hours'); one an administrator words differently is quoted as written.
 */
function responseTimeHi(text: string): string {
  const units: Record<string, string> = {
    minute: 'मिनट',
    minutes: 'मिनट',
    hour: 'घंटे',
    hours: 'घंटे',
    day: 'दिन',
    days: 'दिन',
  };
  const match = /^(within )?([\d.–-]+(?: ?[–-] ?[\d.]+)?) (minutes?|hours?|days?)$/i.exec(
    text.trim(),
  );
  if (!match) return text;
  const span = `${match[2]} ${units[match[3]!.toLowerCase()]}`;
  return match[1] ? `${span} के अंदर` : span;
}

/** The urgency tiers and fields, as the catalog passages word them in each language. */
const CATALOG_TEXTS = {
  en: {
    tier: (tier: UrgencyPricing) =>
      `${tier.displayName}: response ${tier.responseTime}, ${rupees(tier.minAmount, tier.maxAmount)}.`,
    tiersTitle: 'Urgency tiers',
    tiers: (tierText: string) =>
      `Choose how quickly you need an answer when you post. ${tierText} Medium and urgent requests use the tier's range; normal ones the specialization's.`,
    feesTitle: (label: string, field: string) => `${label} (${field}) fees`,
    fees: (label: string, field: string, list: string) =>
      `Normal requests to a ${label} (${field}) are priced by specialization: ${list}.`,
    label: (category: Category) => LABELS.en.category[category],
    field: (category: Category) => LABELS.en.categoryField[category],
    feesKeywords: (category: Category) =>
      `${LABELS.en.category[category]} ${LABELS.en.categoryField[category]} fee price kharcha`,
    tiersKeywords: 'urgency urgent normal medium response time jaldi kitni der samay अर्जेंट समय',
  },
  hi: {
    tier: (tier: UrgencyPricing) =>
      `${LABELS.hi.urgency[tier.urgencyLevel]}: जवाब ${responseTimeHi(tier.responseTime)}, ${rupees(tier.minAmount, tier.maxAmount)}।`,
    tiersTitle: 'अर्जेंसी स्तर',
    tiers: (tierText: string) =>
      `पोस्ट करते समय चुनें कि आपको जवाब कितनी जल्दी चाहिए। ${tierText} मीडियम और अर्जेंट अनुरोधों पर अर्जेंसी स्तर की रेंज लागू होती है; सामान्य अनुरोधों पर विशेषज्ञता की।`,
    feesTitle: (label: string, field: string) => `${label} (${field}) की फ़ीस`,
    fees: (label: string, field: string, list: string) =>
      `${label} (${field}) के सामान्य अनुरोधों की फ़ीस विशेषज्ञता के हिसाब से तय होती है: ${list}।`,
    label: (category: Category) => LABELS.hi.category[category],
    field: (category: Category) => LABELS.hi.categoryField[category],
    feesKeywords: (category: Category) =>
      `${LABELS.en.category[category]} ${LABELS.hi.category[category]} ${LABELS.hi.categoryField[category]} fee fees price kharcha kitna फ़ीस फीस खर्च`,
    tiersKeywords:
      'urgency urgent normal medium response time jaldi kitni der samay fark farak antar अर्जेंट अर्जेंसी सामान्य मीडियम जल्दी समय फ़र्क अंतर',
  },
} satisfies Record<Language, unknown>;

/**
 * Passages written from the live catalog, so a fee or a response time the assistant quotes is
 * the one the post form will show: the urgency tiers, and each field's specializations.
 */
export function catalogPassages(
  tiers: readonly UrgencyPricing[],
  specializations: readonly Specialization[],
  language: Language = 'en',
): Passage[] {
  const texts = CATALOG_TEXTS[language];
  const tierText = tiers.map(texts.tier).join(' ');
  const fields = CATEGORIES.map((category) => {
    const own = specializations.filter((item) => item.professionName === category);
    const label = texts.label(category);
    const field = texts.field(category);
    return {
      id: `${language}-fees-${category}`,
      topic: 'Fees and urgency',
      path: '/submit-consultation' as const,
      title: texts.feesTitle(label, field),
      text: texts.fees(
        label,
        field,
        own
          .map(
            (item) =>
              `${specializationLabel(item.name, language)} ${rupees(item.minPrice, item.maxPrice)}`,
          )
          .join('; '),
      ),
      keywords: texts.feesKeywords(category),
    };
  });
  return [
    {
      id: `${language}-urgency-tiers`,
      topic: 'Fees and urgency',
      path: '/submit-consultation',
      title: texts.tiersTitle,
      text: texts.tiers(tierText),
      keywords: texts.tiersKeywords,
    },
    ...fields,
  ];
}
