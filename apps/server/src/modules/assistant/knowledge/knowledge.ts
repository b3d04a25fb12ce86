import type { FastifyBaseLogger } from 'fastify';
import {
  LANGUAGES,
  type Category,
  type Language,
  type Specialization,
  type UrgencyPricing,
} from '@salahkar/domain';
import type { Queryable } from '../../../db/client.ts';
import { listSpecializations, listUrgencyPricing } from '../../catalog/catalog.service.ts';
import { quotedTiers } from './fee-quotes.ts';
import { catalogPassages, writtenPassages } from './passages.ts';
import { createRetriever, type Retriever } from './retriever.ts';

/** What an answer may draw on: the product's texts, searchable, and the live catalog. */
export interface Knowledge {
  /** The product's texts in each language; a question is searched in the language it is answered in. */
  retrievers: Record<Language, Retriever>;
  /** Active specializations of active fields. */
  specializations: readonly Specialization[];
  /** Active urgency tiers, as the post form shows them. */
  tiers: readonly UrgencyPricing[];
}

/** The last index built, by the catalog it was built from: the catalog rarely changes. */
let lastIndex: { catalog: string; retrievers: Record<Language, Retriever> } | null = null;

function retrieversFor(
  tiers: readonly UrgencyPricing[],
  specializations: readonly Specialization[],
): Record<Language, Retriever> {
  const catalog = JSON.stringify([tiers, specializations]);
  if (lastIndex?.catalog === catalog) return lastIndex.retrievers;
  const retrievers = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      createRetriever([
        ...writtenPassages(language),
        ...(tiers.length + specializations.length > 0
          ? catalogPassages(quotedTiers(tiers, specializations), specializations, language)
          : []),
      ]),
    ]),
  ) as Record<Language, Retriever>;
  lastIndex = { catalog, retrievers };
  return retrievers;
}

/**
 * Reads the catalog and indexes it with the written passages, again only when the catalog changed
 * (indexing takes milliseconds, each answer's budget is tens). If the catalog cannot be read, the
 * written passages still answer.
 */
export async function loadKnowledge(db: Queryable, log: FastifyBaseLogger): Promise<Knowledge> {
  let specializations: Specialization[] = [];
  let tiers: UrgencyPricing[] = [];
  try {
    [tiers, specializations] = await Promise.all([
      listUrgencyPricing(db),
      listSpecializations(db, {}),
    ]);
  } catch (error) {
    log.warn({ err: error }, 'assistant answered without the catalog');
  }
  return { retrievers: retrieversFor(tiers, specializations), specializations, tiers };
}

/** The specialization of that name in the field, while it is active. */
export function activeSpecialization(
  knowledge: Knowledge,
  category: Category,
  name: string | null | undefined,
): Specialization | null {
  if (!name) return null;
  return (
    knowledge.specializations.find(
      (item) => item.professionName === category && item.name.toLowerCase() === name.toLowerCase(),
    ) ?? null
  );
}
