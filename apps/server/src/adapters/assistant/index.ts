import type { Config } from '../../config.ts';
import type { ChatModel } from './chat-model.ts';
import { createOpenAiChatModel } from './openai-chat-model.ts';

export { ChatModelError, type ChatModel, type ChatModelAnswer } from './chat-model.ts';

/** The configured OpenAI-compatible model, or null: the built-in assistant answers alone. */
export function createChatModel(config: Config): ChatModel | null {
  const { AI_BASE_URL, AI_API_KEY, AI_MODEL } = config;
  if (!AI_BASE_URL || !AI_API_KEY || !AI_MODEL) return null;
  return createOpenAiChatModel({
    baseUrl: AI_BASE_URL,
    apiKey: AI_API_KEY,
    model: AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_SECONDS * 1000,
    maxTokens: config.AI_MAX_TOKENS,
  });
}
