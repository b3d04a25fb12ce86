import type { ServerResponse } from 'node:http';
import { startOpenAiPeer, STREAM_DONE, streamEvent, wordsOf } from './openai-peer.ts';

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

const MODEL = 'fake-model';

function completion(text: string | null, toolArgs?: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: MODEL,
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

const chunk = (delta: Record<string, unknown>) => streamEvent(MODEL, delta);

function stream(response: ServerResponse, text: string, toolArgs?: string) {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const word of wordsOf(text)) response.write(chunk({ content: word }));
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
  response.end(STREAM_DONE);
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: FakeAnswer[] = [];
  const requests: Array<Record<string, unknown>> = [];
  const peer = await startOpenAiPeer({ apiKey: 'sk-test-fake', model: MODEL }, (body, response) => {
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
  return {
    env: peer.env,
    requests,
    answer: (...answers) => queue.push(...answers),
    close: peer.close,
  };
}
