import type { AiChatMessage, Category, Specialization } from '@salahkar/domain';
import { categoryClassifier } from './classifier/category-classifier.ts';
import { contentWords } from './classifier/features.ts';
import { intentModel } from './intents/intent-model.ts';
import { activeSpecialization, type Knowledge } from './knowledge/knowledge.ts';
import { personsWords } from './request-draft.ts';

/** Below this the field is a guess, and the assistant asks for more instead of suggesting. */
export const FIELD_CONFIDENCE_THRESHOLD = 0.6;
/** Below this the specialization is left for the person to choose. */
export const SUBCATEGORY_CONFIDENCE_THRESHOLD = 0.5;
/** A need told in fewer meaningful words than this is too thin to classify or to post. */
export const MIN_NEED_WORDS = 3;

/** The need a conversation has established: its field, specialization and the words telling it. */
export interface EstablishedNeed {
  category: Category;
  specialization: Specialization | null;
  /** The person's messages that told the need, oldest first (the draft's description). */
  words: string[];
}

/**
 * The need told by the person's recent messages that describe one (a question about refunds in
 * between is no part of it), read as one text: the need is usually spread over a few messages.
 */
export function establishedNeed(
  messages: readonly AiChatMessage[],
  knowledge: Knowledge,
): EstablishedNeed | null {
  const words = personsWords(messages).filter((text) => {
    const intent = intentModel().intentOf(text).intent;
    return intent === 'route' || intent === 'emergency';
  });
  if (contentWords(words.join(' ')).length < MIN_NEED_WORDS) return null;
  const reading = categoryClassifier().classify(words.join('\n'));
  if (!reading || reading.confidence < FIELD_CONFIDENCE_THRESHOLD) return null;
  const specialization =
    reading.subcategoryConfidence >= SUBCATEGORY_CONFIDENCE_THRESHOLD
      ? activeSpecialization(knowledge, reading.category, reading.subcategory)
      : null;
  return { category: reading.category, specialization, words };
}
