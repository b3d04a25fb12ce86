import { z } from 'zod';
import {
  CATEGORIES,
  type AiChatMessage,
  type AssistantCitation,
  type AiChatResponse,
  type Language,
  type RequestDraft,
  type SuggestCategoryRequest,
  type SuggestCategoryResponse,
} from '@salahkar/domain';
import { ChatModelError, type ChatModel } from '../../adapters/assistant/index.ts';
import type { AppContext } from '../../context.ts';
import { spendLimit } from '../../rate-limits.ts';
import type { SessionUser } from '../../policies/route-access.ts';
import { chatsBy, suggestionsFor } from './assistant-limits.ts';
import { draftSentence } from './assistant-texts.ts';
import { categoryClassifier } from './classifier/category-classifier.ts';
import {
  establishedNeed,
  FIELD_CONFIDENCE_THRESHOLD,
  SUBCATEGORY_CONFIDENCE_THRESHOLD,
} from './conversation.ts';
import { platformFacts, tiersText } from './facts/platform-facts.ts';
import { pageCitation } from './facts/web-catalogs.ts';
import { isPlatformIntent } from './intents/intent-data.ts';
import { intentModel, type IntentReading } from './intents/intent-model.ts';
import { normalFeeText } from './knowledge/fee-quotes.ts';
import { activeSpecialization, loadKnowledge, type Knowledge } from './knowledge/knowledge.ts';
import { answerLocally, emergencyOf, type LocalContext } from './local-assistant.ts';
import { draftTitle } from './request-draft.ts';
import { answerScript, textLanguage } from './script.ts';
import { systemPrompt } from './system-prompt.ts';

/**
 * The field and specialization a request's text points at, from the built-in classifier (fast
 * enough to run on every pause in typing, and free). Null when it is not sure enough to suggest.
 */
export async function suggestCategory(
  ctx: AppContext,
  user: SessionUser,
  { query }: SuggestCategoryRequest,
): Promise<SuggestCategoryResponse> {
  await spendLimit(ctx.db, suggestionsFor(ctx.config, user.id));
  const reading = categoryClassifier().classify(query);
  if (!reading || reading.confidence < FIELD_CONFIDENCE_THRESHOLD) return { suggestion: null };
  const knowledge = await loadKnowledge(ctx.db, ctx.log);
  const specialization =
    reading.subcategoryConfidence >= SUBCATEGORY_CONFIDENCE_THRESHOLD
      ? activeSpecialization(knowledge, reading.category, reading.subcategory)
      : null;
  return {
    suggestion: {
      category: reading.category,
      subcategory: specialization?.name ?? null,
      confidence: Math.round(reading.confidence * 100) / 100,
    },
  };
}

/** Counts a chat message against the person's hourly limit (429 past it). */
export async function admitChat(ctx: AppContext, user: SessionUser): Promise<void> {
  await spendLimit(ctx.db, chatsBy(ctx.config, user.id));
}

const toolDraftSchema = z.object({
  category: z.enum(CATEGORIES),
  subcategory: z.string().nullish(),
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
});

/** The model's suggest_request call as a draft; a specialization not active in the catalog is dropped. */
function draftFromTool(suggestion: unknown, knowledge: Knowledge): RequestDraft | null {
  if (suggestion === null) return null;
  const parsed = toolDraftSchema.safeParse(suggestion);
  if (!parsed.success) throw new ChatModelError('malformed tool call');
  const { category, subcategory, title, description } = parsed.data;
  return {
    category,
    subcategory: activeSpecialization(knowledge, category, subcategory)?.name ?? null,
    title: draftTitle(title),
    description: description.slice(0, 4000),
  };
}

/** What the intent layer found for the model: the facts to answer from, and the page they are on. */
function factsFor(
  reading: IntentReading,
  messages: readonly AiChatMessage[],
  context: LocalContext,
): { text: string | null; citation: AssistantCitation | null } {
  if (isPlatformIntent(reading.intent)) {
    const facts = platformFacts(reading.intent, context);
    if (facts) return facts;
  }
  const need = establishedNeed(messages, context.knowledge);
  if (!need) return { text: null, citation: null };
  const { category, specialization } = need;
  const range = specialization ? normalFeeText(specialization, context.knowledge.tiers) : null;
  const fee =
    specialization && range ? ` Normal requests for ${specialization.name}: ${range}.` : '';
  const tiers = tiersText(context.knowledge, 'en', specialization);
  return {
    text: `The built-in classifier reads this conversation as ${category}${specialization ? ` / ${specialization.name}` : ''}.${fee}${tiers ? ` ${tiers}` : ''}`,
    citation: pageCitation('/submit-consultation', context.pageLanguage),
  };
}

async function askModel(
  model: ChatModel,
  messages: readonly AiChatMessage[],
  context: LocalContext,
  onDelta?: (text: string) => void,
): Promise<AiChatResponse> {
  const last = messages.at(-1)!.content;
  const reading = intentModel().intentOf(last);
  // A red flag, in this message or the last few, is ours to answer, word for word, and the model
  // is not asked at all.
  if (emergencyOf(messages, reading)) {
    return { ...answerLocally(messages, context), source: 'local', degraded: false };
  }
  const { knowledge, script, pageLanguage } = context;
  const facts = factsFor(reading, messages, context);
  const passages = knowledge.retrievers[textLanguage(script)].search(last);
  const answer = await model.complete(
    { system: systemPrompt(knowledge, passages, script, facts.text), messages },
    onDelta,
  );
  const draft = draftFromTool(answer.suggestion, knowledge);
  const text =
    answer.text ||
    (draft ? draftSentence(draft.category, draft.subcategory, script, pageLanguage) : '');
  const passage = passages[0];
  const citation = facts.citation ?? (passage ? pageCitation(passage.path, pageLanguage) : null);
  return {
    response: text,
    source: 'provider',
    degraded: false,
    emergency: false,
    citations: citation ? [citation] : [],
    draft,
  };
}

/**
 * Answers the conversation: with the configured model when there is one, grounded in the same
 * facts, passages and catalog as the built-in assistant, after the same intent and red-flag layer;
 * the built-in assistant otherwise, and whenever the model fails (down, slow, 429, nonsense), then
 * with `degraded: true`. The answer is in the asker's script (English, Devanagari or romanised
 * Hindi); the page's language names the buttons and decides for a message that shows no script.
 */
export async function answerChat(
  ctx: AppContext,
  messages: readonly AiChatMessage[],
  pageLanguage?: Language,
  onDelta?: (text: string) => void,
): Promise<AiChatResponse> {
  const context: LocalContext = {
    knowledge: await loadKnowledge(ctx.db, ctx.log),
    business: ctx.config,
    script: answerScript(messages, pageLanguage),
    pageLanguage: pageLanguage ?? 'en',
  };
  const model = ctx.assistantModel;
  if (model) {
    try {
      return await askModel(model, messages, context, onDelta);
    } catch (error) {
      const reason = error instanceof ChatModelError ? error.reason : 'unexpected error';
      // The reason only: what the person wrote stays out of the logs.
      ctx.log.warn({ reason }, 'AI provider failed; the built-in assistant answered');
      return { ...answerLocally(messages, context), source: 'local', degraded: true };
    }
  }
  return { ...answerLocally(messages, context), source: 'local', degraded: false };
}
