import {
  CATEGORIES,
  CATEGORY_FIELDS,
  CATEGORY_LABELS,
  formatRupeesFromRupees,
  type AiChatMessage,
  type AiChatResponse,
  type AssistantCitation,
} from '@salahkar/domain';
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

const GREETING =
  /^(hi|hello|hey|hii+|namaste|namaskar|good (morning|afternoon|evening)|नमस्ते|नमस्कार)\b/i;

const FIELDS_LIST = CATEGORIES.map(
  (category) => `${CATEGORY_LABELS[category]} (${CATEGORY_FIELDS[category]})`,
).join(', ');

const ASK_FOR_MORE = `Tell me in a sentence or two what has happened and what you would like done, in English, Hinglish or Hindi, and I will suggest the right professional. Salahkar has verified experts in ${FIELDS_LIST}. You can also ask me how refunds, payments, fees or privacy work here.`;

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

function answerQuestion(text: string, topic: string | null, knowledge: Knowledge) {
  const passages = knowledge.retriever.search(text, topic ?? undefined);
  if (passages.length === 0) return { response: ASK_FOR_MORE, citations: [], draft: null };
  const body = passages.map((passage) => `${passage.title}: ${passage.text}`).join('\n\n');
  const sources = uniqueCitations(passages)
    .map((citation) => `${citation.title} (${citation.path})`)
    .join(', ');
  return {
    response: `${body}\n\nSource: ${sources}`,
    citations: uniqueCitations(passages),
    draft: null,
  };
}

function answerNeed(words: readonly string[], knowledge: Knowledge) {
  const text = words.join('\n');
  const reading = categoryClassifier().classify(text);
  if (!reading || reading.confidence < FIELD_CONFIDENCE_THRESHOLD) {
    return { response: ASK_FOR_MORE, citations: [], draft: null };
  }
  const { category } = reading;
  const specialization =
    reading.subcategoryConfidence >= SUBCATEGORY_CONFIDENCE_THRESHOLD
      ? activeSpecialization(knowledge, category, reading.subcategory)
      : null;
  const field = CATEGORY_FIELDS[category];
  const lines = [
    specialization
      ? `This looks like a ${field} question: ${specialization.name}.`
      : `This looks like a ${field} question.`,
    `A verified ${CATEGORY_LABELS[category]} on Salahkar can look at the details of your case and send you an offer.`,
  ];
  const caution = NOT_FINAL_ADVICE[category];
  if (caution) lines.push(caution);
  if (specialization) {
    lines.push(
      `Normal requests for ${specialization.name} are usually ${formatRupeesFromRupees(specialization.minPrice)}–${formatRupeesFromRupees(specialization.maxPrice)}; medium and urgent ones follow the urgency tiers shown when you post (/submit-consultation).`,
    );
  }
  lines.push(
    'Choose "Post this as a request" to open the form with this filled in; you can change anything before posting.',
  );
  return {
    response: lines.join(' '),
    citations: [{ path: '/submit-consultation' as const, title: 'Post a consultation' }],
    draft: draftRequest(words, category, specialization?.name ?? null),
  };
}

/**
 * The built-in assistant: emergency guidance first when a message calls for it; then either an
 * answer from the product's texts (a question about Salahkar) or the field and specialization
 * of the need, with a drafted request. No network, no model: a classifier and a search index.
 */
export function answerLocally(
  messages: readonly AiChatMessage[],
  knowledge: Knowledge,
): Omit<AiChatResponse, 'source' | 'degraded'> {
  const last = messages.at(-1)!.content;
  const emergency = emergencyIn(last);
  const intent = intentClassifier().intentOf(last);
  const words = personsWords(messages);
  const thin = contentWords(words.join(' ')).length < MIN_NEED_WORDS;

  const answer =
    GREETING.test(last.trim()) && contentWords(last).length <= 2
      ? { response: `Namaste! ${ASK_FOR_MORE}`, citations: [], draft: null }
      : intent.intent === 'question'
        ? answerQuestion(last, intent.topic, knowledge)
        : thin
          ? { response: ASK_FOR_MORE, citations: [], draft: null }
          : answerNeed(words, knowledge);

  return {
    ...answer,
    response: emergency ? `${emergencyGuidance(emergency)}\n\n${answer.response}` : answer.response,
    emergency: emergency !== null,
  };
}
