import type { Config } from '../../config.ts';
import { ChatModelError, type ChatModel } from './chat-model.ts';

export { ChatModelError, type ChatModel } from './chat-model.ts';

/** The configured OpenAI-compatible model, or null: the built-in assistant answers alone. */
export function createChatModel(config: Config): ChatModel | null {
  const { AI_BASE_URL, AI_API_KEY, AI_MODEL } = config;
  if (!AI_BASE_URL || !AI_API_KEY || !AI_MODEL) return null;
  const options = {
    baseUrl: AI_BASE_URL,
    apiKey: AI_API_KEY,
    model: AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_SECONDS * 1000,
    maxTokens: config.AI_MAX_TOKENS,
  };
  // The OpenAI client is imported only when a provider is configured (begun now, awaited on use).
  const model = import('./openai-chat-model.ts').then(({ createOpenAiChatModel }) =>
    createOpenAiChatModel(options),
  );
  model.catch(() => undefined);
  return {
    async complete(request, onDelta) {
      const loaded = await model.catch((error: unknown) => {
        throw new ChatModelError('client failed to load', { cause: error });
      });
      return loaded.complete(request, onDelta);
    },
  };
}
