import {
  formatRupeesFromRupees,
  type AiChatMessage,
  type AiChatResponse,
  type AssistantCitation,
  type Language,
} from '@salahkar/domain';
import {
  ASK_FOR_MORE,
  GREETING_REPLY,
  looksLike,
  POST_PAGE,
  POST_THIS,
  SOURCE_LABEL,
  usualFee,
  verifiedCanHelp,
} from './assistant-texts.ts';
import { categoryClassifier } from './classifier/category-classifier.ts';
import { contentWords } from './classifier/features.ts';
import { intentClassifier } from './classifier/intent-classifier.ts';
import { activeSpecialization, type Knowledge } from './knowledge/knowledge.ts';
import type { Passage } from './knowledge/passages.ts';
import { draftRequest, personsWords } from './request-draft.ts';
import { emergencyGuidance, emergencyIn, NOT_FINAL_ADVICE } from './safety.ts';

/** Below this the field is a guess, and the assistant asks for more instead of suggesting. */
export const FIELD_CONFIDENCE_THRESHOLD = 0.6;
/** Below this the specialization is left for the person to choose. */
export const SUBCATEGORY_CONFIDENCE_THRESHOLD = 0.5;
/** A need told in fewer meaningful words than this is too thin to classify or to post. */
const MIN_NEED_WORDS = 3;

// `\b` knows only Latin letters, so the greeting's end is the text's end or a space or a mark.
const GREETING =
  /^(hi|hello|hey|hii+|namaste|namaskar|good (morning|afternoon|evening)|नमस्ते|नमस्कार)(?=$|[\s,.!?।])/i;

export const citationOf = (passage: Passage): AssistantCitation => ({
  path: passage.path,
  title: passage.title,
});

function uniqueCitations(passages: readonly Passage[]): AssistantCitation[] {
  const seen = new Map<string, AssistantCitation>();
  for (const passage of passages) {
    if (!seen.has(passage.path)) seen.set(passage.path, citationOf(passage));
  }
  return [...seen.values()];
}

function answerQuestion(
  text: string,
  topic: string | null,
  knowledge: Knowledge,
  language: Language,
) {
  const passages = knowledge.retrievers[language].search(text, topic ?? undefined);
  if (passages.length === 0) {
    return { response: ASK_FOR_MORE[language], citations: [], draft: null };
  }
  const body = passages.map((passage) => `${passage.title}: ${passage.text}`).join('\n\n');
  const sources = uniqueCitations(passages)
    .map((citation) => `${citation.title} (${citation.path})`)
    .join(', ');
  return {
    response: `${body}\n\n${SOURCE_LABEL[language]}: ${sources}`,
    citations: uniqueCitations(passages),
    draft: null,
  };
}

function answerNeed(words: readonly string[], knowledge: Knowledge, language: Language) {
  const text = words.join('\n');
  const reading = categoryClassifier().classify(text);
  if (!reading || reading.confidence < FIELD_CONFIDENCE_THRESHOLD) {
    return { response: ASK_FOR_MORE[language], citations: [], draft: null };
  }
  const { category } = reading;
  const specialization =
    reading.subcategoryConfidence >= SUBCATEGORY_CONFIDENCE_THRESHOLD
      ? activeSpecialization(knowledge, category, reading.subcategory)
      : null;
  const lines = [
    looksLike(category, specialization?.name, language),
    verifiedCanHelp(category, language),
  ];
  const caution = NOT_FINAL_ADVICE[language][category];
  if (caution) lines.push(caution);
  if (specialization) {
    const range = `${formatRupeesFromRupees(specialization.minPrice)}–${formatRupeesFromRupees(specialization.maxPrice)}`;
    lines.push(usualFee(specialization.name, range, language));
  }
  lines.push(POST_THIS[language]);
  return {
    response: lines.join(' '),
    citations: [POST_PAGE[language]],
    draft: draftRequest(words, category, specialization?.name ?? null),
  };
}

/**
 * The built-in assistant: emergency guidance first when a message calls for it; then either an
 * answer from the product's texts (a question about Salahkar) or the field and specialization
 * of the need, with a drafted request. No network, no model: a classifier and a search index.
 * It answers in `language` (the asker's: see `answerLanguage`), from that language's passages.
 */
export function answerLocally(
  messages: readonly AiChatMessage[],
  knowledge: Knowledge,
  language: Language = 'en',
): Omit<AiChatResponse, 'source' | 'degraded'> {
  const last = messages.at(-1)!.content;
  const emergency = emergencyIn(last);
  const intent = intentClassifier().intentOf(last);
  const words = personsWords(messages);
  const thin = contentWords(words.join(' ')).length < MIN_NEED_WORDS;

  const answer =
    GREETING.test(last.trim()) && contentWords(last).length <= 2
      ? { response: GREETING_REPLY[language], citations: [], draft: null }
      : intent.intent === 'question'
        ? answerQuestion(last, intent.topic, knowledge, language)
        : thin
          ? { response: ASK_FOR_MORE[language], citations: [], draft: null }
          : answerNeed(words, knowledge, language);

  return {
    ...answer,
    response: emergency
      ? `${emergencyGuidance(emergency, language)}\n\n${answer.response}`
      : answer.response,
    emergency: emergency !== null,
  };
}
