import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A small OpenAI-compatible chat completions peer on loopback for the streaming journey: it
// answers every request as a server-sent event stream, one word at a time with a pause between
// words, so a browser sees the answer arrive in pieces. The same protocol the server tests'
// peer speaks (apps/server/src/test/fake-openai.ts), reduced to what the widget needs.

const API_KEY = 'sk-e2e-fake';

export interface FakeAiProvider {
  /** The AI_* settings that point a server at this peer. */
  env: Record<string, string>;
  /** The last user message of every request received (as the server words it), oldest first. */
  asked: string[];
  /** Queues the next answers' texts; an empty queue answers "OK". */
  answer(...texts: string[]): void;
  close(): Promise<void>;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-e2e',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'e2e-model',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;

/** Starts the peer; `pauseMs` between words is long enough for several repaints of the widget. */
export async function startFakeAiProvider(pauseMs = 250): Promise<FakeAiProvider> {
  const queue: string[] = [];
  const asked: string[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (part: Buffer) => (raw += part.toString('utf8')));
    request.on('end', () => {
      if (
        request.url !== '/v1/chat/completions' ||
        request.headers.authorization !== `Bearer ${API_KEY}`
      ) {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as { messages: { role: string; content: string }[] };
      asked.push(body.messages.filter((message) => message.role === 'user').at(-1)?.content ?? '');
      const words = (queue.shift() ?? 'OK').split(/(?<= )/);
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      // The server may hang up first (the person pressed Stop): nothing more is written then.
      let closed = false;
      response.on('close', () => (closed = true));
      const next = (index: number) => {
        if (closed) return;
        if (index === words.length) {
          response.end('data: [DONE]\n\n');
          return;
        }
        response.write(chunk(words[index]!));
        setTimeout(() => next(index + 1), pauseMs);
      };
      next(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_API_KEY: API_KEY,
      AI_MODEL: 'e2e-model',
    },
    asked,
    answer: (...texts) => queue.push(...texts),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
