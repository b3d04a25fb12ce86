import { useMutation } from '@tanstack/react-query';
import type { AiChatMessage, AiChatResponse } from '@salahkar/domain/schemas/assistant';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/ai/chat with the conversation so far; the answer as one JSON body. */
export function useAssistantChat() {
  return useMutation({
    mutationFn: (messages: AiChatMessage[]) =>
      apiRequest<AiChatResponse>('POST', '/api/ai/chat', { messages }),
  });
}
