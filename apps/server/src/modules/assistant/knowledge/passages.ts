import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ASSISTANT_PAGE_PATHS,
  CATEGORY_FIELDS,
  CATEGORY_LABELS,
  formatRupeesFromRupees,
  type AssistantPagePath,
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

const KNOWLEDGE_FILE = path.join(import.meta.dirname, '../corpus/knowledge.md');

function asPagePath(value: string): AssistantPagePath {
  if (!(ASSISTANT_PAGE_PATHS as string[]).includes(value)) {
    throw new Error(`knowledge.md names a page the assistant may not link: ${value}`);
  }
  return value as AssistantPagePath;
}

/** Parses knowledge.md: `## Topic | /path | Title`, an optional `keywords:` line, then text. */
export function parseKnowledge(source: string): Passage[] {
  return source
    .split(/^## /m)
    .slice(1)
    .map((section, index) => {
      const [heading = '', ...body] = section.trim().split('\n');
      const [topic, pagePath, title] = heading.split('|').map((part) => part.trim());
      if (!topic || !pagePath || !title) throw new Error(`knowledge.md section ${index + 1}`);
      const keywordLine = body[0]?.startsWith('keywords:') ? body.shift()! : '';
      return {
        id: `k${index}`,
        topic,
        path: asPagePath(pagePath),
        title,
        text: body.join(' ').trim(),
        keywords: keywordLine.replace('keywords:', '').trim(),
      };
    });
}

let staticPassages: Passage[] | null = null;

/** The written passages, read once. */
export function writtenPassages(): Passage[] {
  staticPassages ??= parseKnowledge(readFileSync(KNOWLEDGE_FILE, 'utf8'));
  return staticPassages;
}

const rupees = (min: number, max: number) =>
  `${formatRupeesFromRupees(min)}–${formatRupeesFromRupees(max)}`;

/**
 * Passages written from the live catalog, so a fee or a response time the assistant quotes is
 * the one the post form will show: the urgency tiers, and each field's specializations.
 */
export function catalogPassages(
  tiers: readonly UrgencyPricing[],
  specializations: readonly Specialization[],
): Passage[] {
  const tierText = tiers
    .map(
      (tier) =>
        `${tier.displayName}: response ${tier.responseTime}, ${rupees(tier.minAmount, tier.maxAmount)}.`,
    )
    .join(' ');
  const fields = Object.entries(CATEGORY_FIELDS).map(([category, field]) => {
    const own = specializations.filter((item) => item.professionName === category);
    const label = CATEGORY_LABELS[category as keyof typeof CATEGORY_LABELS];
    return {
      id: `fees-${category}`,
      topic: 'Fees and urgency',
      path: '/submit-consultation' as const,
      title: `${label} (${field}) fees`,
      text: `Normal requests to a ${label} (${field}) are priced by specialization: ${own
        .map((item) => `${item.name} ${rupees(item.minPrice, item.maxPrice)}`)
        .join('; ')}.`,
      keywords: `${label} ${field} fee price kharcha`,
    };
  });
  return [
    {
      id: 'urgency-tiers',
      topic: 'Fees and urgency',
      path: '/submit-consultation',
      title: 'Urgency tiers',
      text: `Choose how quickly you need an answer when you post. ${tierText} Medium and urgent requests use the tier's range; normal ones the specialization's.`,
      keywords: 'urgency urgent normal medium response time jaldi kitni der samay अर्जेंट समय',
    },
    ...fields,
  ];
}
