import { useMutation } from '@tanstack/react-query';
import type { AiChatRequest, AiChatResponse } from '@salahkar/domain/schemas/assistant';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * POST /api/ai/chat with the conversation so far and the page's language; the answer as one JSON
 * body.
 */
export function useAssistantChat() {
  return useMutation({
    mutationFn: (request: AiChatRequest) =>
      apiRequest<AiChatResponse>('POST', '/api/ai/chat', request),
  });
}
