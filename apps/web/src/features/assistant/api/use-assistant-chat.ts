import { useCallback, useRef, useState } from 'react';
import type { AiChatRequest, AiChatResponse } from '@salahkar/domain/schemas/assistant';
import { streamChat } from './stream-chat.ts';

interface Handlers {
  onSuccess: (answer: AiChatResponse) => void;
  onError: (error: unknown) => void;
}

/**
 * The conversation's requests to the assistant, streamed: `partial` is the answer so far while it
 * is written; `stop` ends it (nothing of it is kept); `retry` sends the last request again after a
 * stop or a failure.
 */
export function useAssistantChat() {
  const [pending, setPending] = useState(false);
  const [partial, setPartial] = useState('');
  const [retryable, setRetryable] = useState<AiChatRequest | null>(null);
  const controller = useRef<AbortController | null>(null);

  const send = useCallback(async (request: AiChatRequest, handlers: Handlers) => {
    const abort = new AbortController();
    controller.current = abort;
    setPending(true);
    setPartial('');
    setRetryable(null);
    try {
      const answer = await streamChat(request, {
        signal: abort.signal,
        onDelta: (text) => setPartial((so) => so + text),
      });
      handlers.onSuccess(answer);
    } catch (error) {
      setRetryable(request);
      if (!abort.signal.aborted) handlers.onError(error);
    } finally {
      controller.current = null;
      setPending(false);
      setPartial('');
    }
  }, []);

  const stop = useCallback(() => controller.current?.abort(), []);

  return { send, stop, pending, partial, retryable };
}
