import type { AiChatMessage } from '@salahkar/domain';

/**
 * A language model the assistant can hand a conversation to: any OpenAI-compatible endpoint.
 * Without one configured, the built-in assistant (modules/assistant) answers everything.
 */
export interface ChatModel {
  /**
   * One answer to the conversation under `system`'s instructions. `onDelta` receives the text as
   * it arrives when streaming. Throws ChatModelError on any failure, the caller degrades.
   */
  complete(request: ChatModelRequest, onDelta?: (text: string) => void): Promise<ChatModelAnswer>;
}

export interface ChatModelRequest {
  system: string;
  messages: readonly AiChatMessage[];
}

export interface ChatModelAnswer {
  text: string;
  /** The arguments of the model's suggest_request call, unchecked, or null when it made none. */
  suggestion: unknown;
}

/** Why a model gave no usable answer; the reason is logged, the content never is. */
export class ChatModelError extends Error {
  override readonly name = 'ChatModelError';
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`AI provider failed: ${reason}`, options);
  }
}
