import type {
  AiChatRequest,
  AiChatResponse,
  AiChatStreamEvent,
} from '@salahkar/domain/schemas/assistant';
import { ApiError } from '@/lib/api-client.ts';

/**
 * POST /api/ai/chat asking for server-sent events: `onDelta` gets each piece of the answer as it
 * arrives, and the promise the whole answer (the `done` event, which replaces what was streamed).
 * A server that answers JSON instead is read as one answer. `signal` stops it (Stop).
 */
export async function streamChat(
  request: AiChatRequest,
  { signal, onDelta }: { signal: AbortSignal; onDelta: (text: string) => void },
): Promise<AiChatResponse> {
  const response = await fetch('/api/ai/chat', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, await response.text());
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) {
    return (await response.json()) as AiChatResponse;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const data = buffer
        .slice(0, end)
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice('data: '.length))
        .join('\n');
      buffer = buffer.slice(end + 2);
      if (!data) continue;
      const event = JSON.parse(data) as AiChatStreamEvent;
      if (event.type === 'done') {
        await reader.cancel();
        return event.answer;
      }
      onDelta(event.text);
    }
  }
  throw new Error('The answer ended before it was complete');
}
