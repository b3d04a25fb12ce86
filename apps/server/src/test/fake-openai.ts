import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A fake OpenAI-compatible server on loopback: a real HTTP server speaking the chat completions
// protocol (plain JSON and server-sent event streams, tool calls), recording every request, with
// each next answer chosen by the test: text, a tool call, an error status, garbage or silence.

export type FakeAnswer =
  | { kind: 'text'; text: string }
  | { kind: 'tool'; args: string; text?: string }
  | { kind: 'status'; status: number }
  | { kind: 'garbage' }
  | { kind: 'hang' };

export interface FakeOpenAi {
  /** The AI_* settings that point the app at this server (for buildTestApp). */
  env: Record<string, string>;
  /** Every chat completions request body received, oldest first. */
  requests: Array<Record<string, unknown>>;
  /** Queues the next answers; when the queue is empty, a plain 'OK' text answer is given. */
  answer(...answers: FakeAnswer[]): void;
  close(): Promise<void>;
}

const API_KEY = 'sk-test-fake';

function completion(text: string | null, toolArgs?: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [
      {
        index: 0,
        finish_reason: toolArgs ? 'tool_calls' : 'stop',
        message: {
          role: 'assistant',
          content: text,
          ...(toolArgs
            ? {
                tool_calls: [
                  {
                    id: 'call_1',
                    type: 'function',
                    function: { name: 'suggest_request', arguments: toolArgs },
                  },
                ],
              }
            : {}),
        },
      },
    ],
  };
}

function chunk(delta: Record<string, unknown>) {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: null }],
  })}\n\n`;
}

function stream(response: ServerResponse, text: string, toolArgs?: string) {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const word of text.split(/(?<= )/)) if (word) response.write(chunk({ content: word }));
  if (toolArgs) {
    const half = Math.ceil(toolArgs.length / 2);
    response.write(
      chunk({
        tool_calls: [
          {
            index: 0,
            id: 'call_1',
            type: 'function',
            function: { name: 'suggest_request', arguments: toolArgs.slice(0, half) },
          },
        ],
      }),
    );
    response.write(
      chunk({ tool_calls: [{ index: 0, function: { arguments: toolArgs.slice(half) } }] }),
    );
  }
  response.end('data: [DONE]\n\n');
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: FakeAnswer[] = [];
  const requests: Array<Record<string, unknown>> = [];
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
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push(body);
      const next = queue.shift() ?? { kind: 'text', text: 'OK' };
      if (next.kind === 'hang') return;
      if (next.kind === 'status') {
        response
          .writeHead(next.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'Rate limit reached', type: 'requests' } }));
        return;
      }
      if (next.kind === 'garbage') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": "nope"');
        return;
      }
      const text = next.kind === 'text' ? next.text : (next.text ?? '');
      const toolArgs = next.kind === 'tool' ? next.args : undefined;
      if (body.stream) return stream(response, text, toolArgs);
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(completion(text || null, toolArgs)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_API_KEY: API_KEY,
      AI_MODEL: 'fake-model',
    },
    requests,
    answer: (...answers) => queue.push(...answers),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
