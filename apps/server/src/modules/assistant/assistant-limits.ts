import type { Config } from '../../config.ts';
import type { Limit } from '../../rate-limits.ts';

const HOUR_MS = 60 * 60 * 1000;

// Per person rather than per address: a household or an office shares one IP, and a signed-in
// person is who the model's cost and the classifier's work are spent on.

/** Chat messages one person may send in an hour. */
export const chatsBy = (config: Config, userId: string): Limit => ({
  key: `ai-chat:${userId}`,
  max: config.AI_CHAT_MAX_PER_HOUR,
  windowMs: HOUR_MS,
  refusal: 'ASSISTANT_CHATS_LIMIT',
});

/** Category suggestions one person may ask for in an hour (the post form asks while typing). */
export const suggestionsFor = (config: Config, userId: string): Limit => ({
  key: `ai-suggest:${userId}`,
  max: config.AI_SUGGEST_MAX_PER_HOUR,
  windowMs: HOUR_MS,
  refusal: 'SUGGESTIONS_LIMIT',
});
