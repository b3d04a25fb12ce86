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
import { catalogPassages, writtenPassages, type Passage } from './passages.ts';
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

/**
 * Reads the catalog and indexes it with the written passages (a few dozen: indexing takes
 * milliseconds). If the catalog cannot be read, the written passages still answer.
 */
export async function loadKnowledge(db: Queryable, log: FastifyBaseLogger): Promise<Knowledge> {
  let extra: (language: Language) => Passage[] = () => [];
  let specializations: Specialization[] = [];
  let tiers: UrgencyPricing[] = [];
  try {
    const [active, all] = await Promise.all([listUrgencyPricing(db), listSpecializations(db, {})]);
    specializations = all;
    tiers = active;
    extra = (language) => catalogPassages(active, all, language);
  } catch (error) {
    log.warn({ err: error }, 'assistant answered without the catalog');
  }
  const retrievers = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      createRetriever([...writtenPassages(language), ...extra(language)]),
    ]),
  ) as Record<Language, Retriever>;
  return { retrievers, specializations, tiers };
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
