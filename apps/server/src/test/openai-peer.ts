import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// What every fake OpenAI-compatible peer shares: an HTTP server on loopback that takes only
// POST /v1/chat/completions with its API key, the AI_* settings that point a server at it, and
// the framing of a server-sent event stream. The server tests' peer (fake-openai.ts) and the
// browser journeys' (e2e/support/fake-ai-provider.ts) differ only in what they answer.

export interface OpenAiPeer {
  /** The AI_* settings that point a server at this peer. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts a peer that hands each authorised chat completions request's body to `answer`. */
export async function startOpenAiPeer(
  { apiKey, model }: { apiKey: string; model: string },
  answer: (body: Record<string, unknown>, response: ServerResponse) => void,
): Promise<OpenAiPeer> {
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (part: Buffer) => (raw += part.toString('utf8')));
    request.on('end', () => {
      if (
        request.url !== '/v1/chat/completions' ||
        request.headers.authorization !== `Bearer ${apiKey}`
      ) {
        response.writeHead(404).end();
        return;
      }
      answer(JSON.parse(raw) as Record<string, unknown>, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: apiKey, AI_MODEL: model },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One event of a streamed completion carrying `delta`. */
export function streamEvent(model: string, delta: Record<string, unknown>): string {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: null }],
  })}\n\n`;
}

/** The event that ends a stream. */
export const STREAM_DONE = 'data: [DONE]\n\n';

/** A text as the words a stream sends one at a time, each with its following space. */
export const wordsOf = (text: string): string[] => text.split(/(?<= )/).filter(Boolean);
