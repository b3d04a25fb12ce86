import { z } from 'zod';
import { CATEGORIES } from '../enums.ts';
import { LANGUAGES } from '../language.ts';

/** Longest single message the assistant takes, in characters. */
export const AI_MESSAGE_MAX_CHARS = 2000;
/** Longest conversation the assistant takes; the widget offers "New conversation" before it. */
export const AI_HISTORY_MAX_MESSAGES = 30;

/**
 * The product's pages the assistant may link to, with the names it gives them. Answers name
 * pages by path; the widget turns these paths (and only these) into links.
 */
export const ASSISTANT_PAGES = {
  '/': 'Dashboard',
  '/submit-consultation': 'Post a consultation',
  '/cancellation-refund': 'Cancellation & Refund Policy',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms & Conditions',
  '/contact': 'Contact Us',
} as const;
export type AssistantPagePath = keyof typeof ASSISTANT_PAGES;
export const ASSISTANT_PAGE_PATHS = Object.keys(ASSISTANT_PAGES) as AssistantPagePath[];

/** One turn of the conversation, as the widget keeps it (docs/product/rulings.md, R-46). */
export const aiChatMessageSchema = z.object({
  role: z.enum(['user', 'assistant'], 'A message is from "user" or "assistant"'),
  content: z
    .string()
    .trim()
    .min(1, 'A message cannot be empty')
    .max(AI_MESSAGE_MAX_CHARS, 'A message can be at most 2,000 characters'),
});
export type AiChatMessage = z.infer<typeof aiChatMessageSchema>;

/** POST /api/ai/chat: the conversation so far, ending with the person's new message. */
export const aiChatRequestSchema = z.object({
  messages: z
    .array(aiChatMessageSchema)
    .min(1, 'Send at least one message')
    .max(
      AI_HISTORY_MAX_MESSAGES,
      'This conversation is too long (30 messages at most). Start a new conversation.',
    )
    .refine((messages) => messages.at(-1)?.role === 'user', 'The last message must be yours'),
  /**
   * The page's language. The assistant answers in the language the person writes in (Hindi for
   * Devanagari or Hinglish); this decides only when a message does not show one ("ok").
   */
  language: z.enum(LANGUAGES).optional(),
});
export type AiChatRequest = z.infer<typeof aiChatRequestSchema>;

/** A page an answer comes from. */
export const assistantCitationSchema = z.object({
  path: z.enum(ASSISTANT_PAGE_PATHS),
  title: z.string(),
});
export type AssistantCitation = z.infer<typeof assistantCitationSchema>;

/** A request the assistant drafted from the conversation, for the post dialog to prefill. */
export const requestDraftSchema = z.object({
  category: z.enum(CATEGORIES),
  subcategory: z.string().nullable(),
  title: z.string().max(200),
  description: z.string().max(AI_MESSAGE_MAX_CHARS * 2),
});
export type RequestDraft = z.infer<typeof requestDraftSchema>;

export const AI_SOURCES = ['local', 'provider'] as const;
export type AiSource = (typeof AI_SOURCES)[number];

/**
 * The assistant's answer. `source` says who wrote it: the built-in assistant or the configured
 * model; `degraded` is true when the model failed and the built-in assistant stood in.
 */
export const aiChatResponseSchema = z.object({
  response: z.string(),
  source: z.enum(AI_SOURCES),
  degraded: z.boolean(),
  /** True when the message read as an emergency: the answer starts with emergency guidance. */
  emergency: z.boolean(),
  citations: z.array(assistantCitationSchema),
  /** Set once the need is clear enough to post as a request. */
  draft: requestDraftSchema.nullable(),
});
export type AiChatResponse = z.infer<typeof aiChatResponseSchema>;

/** What `Accept: text/event-stream` sends: pieces of the answer, then the whole of it. */
export const aiChatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), answer: aiChatResponseSchema }),
]);
export type AiChatStreamEvent = z.infer<typeof aiChatStreamEventSchema>;

/** POST /api/ai/suggest-category: what the person has typed so far (title and description). */
export const suggestCategoryRequestSchema = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'Type a few words to get a suggestion')
    .max(AI_MESSAGE_MAX_CHARS * 2, 'A query can be at most 4,000 characters'),
});
export type SuggestCategoryRequest = z.infer<typeof suggestCategoryRequestSchema>;

export const categorySuggestionSchema = z.object({
  category: z.enum(CATEGORIES),
  /** An active specialization of the category, or null when none fits clearly. */
  subcategory: z.string().nullable(),
  /** 0–1: how sure the classifier is of the category. */
  confidence: z.number().min(0).max(1),
});
export type CategorySuggestion = z.infer<typeof categorySuggestionSchema>;

/** The suggestion, or null when the text gives too little to go on. */
export const suggestCategoryResponseSchema = z.object({
  suggestion: categorySuggestionSchema.nullable(),
});
export type SuggestCategoryResponse = z.infer<typeof suggestCategoryResponseSchema>;
