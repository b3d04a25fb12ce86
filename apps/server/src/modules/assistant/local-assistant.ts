import {
  type AiChatMessage,
  type AiChatResponse,
  type AssistantCitation,
  type Language,
} from '@salahkar/domain';
import {
  ASK_FOR_MORE,
  GREETING_REPLY,
  looksLike,
  OUT_OF_SCOPE,
  postThis,
  usualFee,
  verifiedCanHelp,
  whatNext,
} from './assistant-texts.ts';
import { contentWords } from './classifier/features.ts';
import { establishedNeed, type EstablishedNeed } from './conversation.ts';
import { platformFacts, tiersText, type BusinessFacts } from './facts/platform-facts.ts';
import { pageCitation } from './facts/web-catalogs.ts';
import { isPlatformIntent, type PlatformIntent } from './intents/intent-data.ts';
import { intentModel, type IntentReading } from './intents/intent-model.ts';
import { normalFeeText } from './knowledge/fee-quotes.ts';
import type { Knowledge } from './knowledge/knowledge.ts';
import { redFlagAdvice, warningSignsFor } from './red-flag-advice.ts';
import { conversationRedFlag, redFlagIn } from './red-flags.ts';
import { draftRequest, personsWords } from './request-draft.ts';
import { NOT_FINAL_ADVICE } from './safety.ts';
import { textLanguage, type Script } from './script.ts';

export interface LocalContext {
  knowledge: Knowledge;
  business: BusinessFacts;
  /** The asker's script, which the answer is written in. */
  script: Script;
  /** The site's language, whose names of buttons and pages the answer uses. */
  pageLanguage: Language;
}

type Answer = Pick<AiChatResponse, 'response' | 'citations' | 'draft'>;

/** A follow-up is short: a long message is a new need or a new question. */
const FOLLOW_UP_MAX_WORDS = 8;

const plain = (response: string, citation: AssistantCitation | null = null): Answer => ({
  response,
  citations: citation ? [citation] : [],
  draft: null,
});

/** The field and specialization of the need, its fee, the caution and the way to post it. */
function answerNeed(need: EstablishedNeed, context: LocalContext): Answer {
  const { script, pageLanguage } = context;
  const { category, specialization } = need;
  const lines = [
    looksLike(category, specialization?.name, script),
    verifiedCanHelp(category, script),
  ];
  const caution = NOT_FINAL_ADVICE[script][category];
  if (caution) lines.push(caution);
  // Signs to watch for, unless the message already is an emergency (its advice came first).
  if (category === 'Doctor' && !need.words.some((text) => redFlagIn(text))) {
    const signs = warningSignsFor(need.words.join(' '), script);
    if (signs) lines.push(signs);
  }
  const fee = specialization ? normalFeeText(specialization, context.knowledge.tiers) : null;
  if (specialization && fee) lines.push(usualFee(specialization.name, fee, script));
  lines.push(postThis(script, pageLanguage));
  return {
    response: lines.join(' '),
    citations: [pageCitation('/submit-consultation', pageLanguage)],
    draft: draftRequest(need.words, category, specialization?.name ?? null),
  };
}

/** A question about cost, urgency or what next, about the need already told. */
function answerFollowUp(
  reading: IntentReading,
  need: EstablishedNeed,
  context: LocalContext,
): Answer {
  const { script, pageLanguage, knowledge } = context;
  const base = answerNeed(need, context);
  if (reading.intent !== 'fees') {
    return { ...base, response: whatNext(need.category, script, pageLanguage) };
  }
  const { specialization } = need;
  const lines = [looksLike(need.category, specialization?.name, script)];
  const fee = specialization ? normalFeeText(specialization, knowledge.tiers) : null;
  if (specialization && fee) lines.push(usualFee(specialization.name, fee, script));
  // Each tier as a request for this specialization gets it (normal: the specialization's range).
  const tiers = tiersText(knowledge, script, specialization);
  if (tiers) lines.push(tiers);
  lines.push(postThis(script, pageLanguage));
  return { ...base, response: lines.join(' ') };
}

/** A question about Salahkar: its facts, or the best written passage; one page cited. */
function answerPlatform(intent: PlatformIntent, text: string, context: LocalContext): Answer {
  const facts = platformFacts(intent, context);
  if (facts) return plain(facts.text, facts.citation);
  const [passage] = context.knowledge.retrievers[textLanguage(context.script)].search(text);
  if (!passage) return plain(ASK_FOR_MORE[context.script]);
  return plain(
    `${passage.title}: ${passage.text}`,
    pageCitation(passage.path, context.pageLanguage),
  );
}

function answerBody(
  messages: readonly AiChatMessage[],
  reading: IntentReading,
  context: LocalContext,
): Answer {
  const last = messages.at(-1)!.content;
  // Read only when the intent asks for them: each reads the person's recent messages again.
  const needNow = () => establishedNeed(messages, context.knowledge);
  const needBefore = () => establishedNeed(messages.slice(0, -1), context.knowledge);
  const short = contentWords(last).length <= FOLLOW_UP_MAX_WORDS;
  let need: EstablishedNeed | null;
  let earlier: EstablishedNeed | null;
  switch (reading.intent) {
    case 'emergency':
      need = needNow();
      return need ? answerNeed(need, context) : plain('');
    case 'small-talk':
      return plain(GREETING_REPLY[context.script]);
    case 'out-of-scope':
      return plain(OUT_OF_SCOPE[context.script]);
    case 'route':
      need = needNow();
      return need ? answerNeed(need, context) : plain(ASK_FOR_MORE[context.script]);
    case 'follow-up':
      earlier = needBefore();
      if (earlier) return answerFollowUp(reading, earlier, context);
      return answerPlatform('how-it-works', last, context);
    default:
      earlier = reading.intent === 'fees' && short ? needBefore() : null;
      if (earlier) return answerFollowUp(reading, earlier, context);
      return isPlatformIntent(reading.intent)
        ? answerPlatform(reading.intent, last, context)
        : plain(ASK_FOR_MORE[context.script]);
  }
}

/** The emergency the conversation speaks of, heard over the person's recent messages. */
export function emergencyOf(messages: readonly AiChatMessage[], reading: IntentReading) {
  return conversationRedFlag(personsWords(messages), isPlatformIntent(reading.intent));
}

/**
 * The built-in assistant. The intent layer reads the last message first: a red flag gets what to
 * do now before anything else; then small talk, a question about Salahkar (answered from the
 * screens' own facts), a need (its field and specialization, with a drafted request), a
 * follow-up about the need already told, or something it cannot help with. No network, no
 * model: classifiers and a search index. Answers are in the asker's script.
 */
export function answerLocally(
  messages: readonly AiChatMessage[],
  context: LocalContext,
): Omit<AiChatResponse, 'source' | 'degraded'> {
  const reading = intentModel().intentOf(messages.at(-1)!.content);
  const answer = answerBody(messages, reading, context);
  const redFlag = emergencyOf(messages, reading);
  const lead = redFlag ? redFlagAdvice(redFlag, context.script) : null;
  return {
    ...answer,
    response: lead ? [lead, answer.response].filter(Boolean).join('\n\n') : answer.response,
    emergency: lead !== null,
  };
}
