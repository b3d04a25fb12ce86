import { z } from 'zod';
import {
  CATEGORIES,
  type AiChatMessage,
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
import { activeSpecialization, loadKnowledge, type Knowledge } from './knowledge/knowledge.ts';
import {
  answerLocally,
  citationOf,
  FIELD_CONFIDENCE_THRESHOLD,
  SUBCATEGORY_CONFIDENCE_THRESHOLD,
} from './local-assistant.ts';
import { answerLanguage } from './language.ts';
import { draftTitle } from './request-draft.ts';
import { emergencyGuidance, emergencyIn } from './safety.ts';
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

async function askModel(
  model: ChatModel,
  messages: readonly AiChatMessage[],
  knowledge: Knowledge,
  language: Language,
  onDelta?: (text: string) => void,
): Promise<AiChatResponse> {
  const last = messages.at(-1)!.content;
  const emergency = emergencyIn(last);
  // Emergency guidance is ours to give, word for word, before anything the model says.
  const preface = emergency ? `${emergencyGuidance(emergency, language)}\n\n` : '';
  if (preface) onDelta?.(preface);
  const passages = knowledge.retrievers[language].search(last);
  const answer = await model.complete(
    { system: systemPrompt(knowledge, passages, language), messages },
    onDelta,
  );
  const draft = draftFromTool(answer.suggestion, knowledge);
  const text =
    answer.text || (draft ? draftSentence(draft.category, draft.subcategory, language) : '');
  return {
    response: `${preface}${text}`,
    source: 'provider',
    degraded: false,
    emergency: emergency !== null,
    citations: [...new Map(passages.map((p) => [p.path, citationOf(p)])).values()],
    draft,
  };
}

/**
 * Answers the conversation: with the configured model when there is one, grounded in the same
 * passages and catalog as the built-in assistant; the built-in assistant otherwise, and whenever
 * the model fails (down, slow, 429, nonsense), then with `degraded: true`. The answer is in the
 * language the person writes in (Hindi for Devanagari or Hinglish), else the page's.
 */
export async function answerChat(
  ctx: AppContext,
  messages: readonly AiChatMessage[],
  pageLanguage?: Language,
  onDelta?: (text: string) => void,
): Promise<AiChatResponse> {
  const knowledge = await loadKnowledge(ctx.db, ctx.log);
  const language = answerLanguage(messages, pageLanguage);
  const model = ctx.assistantModel;
  if (model) {
    try {
      return await askModel(model, messages, knowledge, language, onDelta);
    } catch (error) {
      const reason = error instanceof ChatModelError ? error.reason : 'unexpected error';
      // The reason only: what the person wrote stays out of the logs.
      ctx.log.warn({ reason }, 'AI provider failed; the built-in assistant answered');
      return { ...answerLocally(messages, knowledge, language), source: 'local', degraded: true };
    }
  }
  return { ...answerLocally(messages, knowledge, language), source: 'local', degraded: false };
}
