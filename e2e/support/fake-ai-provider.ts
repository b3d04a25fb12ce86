import {
  startOpenAiPeer,
  STREAM_DONE,
  streamEvent,
  wordsOf,
} from '../../apps/server/src/test/openai-peer.ts';

// A small OpenAI-compatible chat completions peer on loopback for the streaming journey: it
// answers every request as a server-sent event stream, one word at a time with a pause between
// words, so a browser sees the answer arrive in pieces. The server tests' peer speaks the same
// protocol through the same openai-peer.ts, with more kinds of answer.

const MODEL = 'e2e-model';

export interface FakeAiProvider {
  /** The AI_* settings that point a server at this peer. */
  env: Record<string, string>;
  /** The last user message of every request received (as the server words it), oldest first. */
  asked: string[];
  /** Queues the next answers' texts; an empty queue answers "OK". */
  answer(...texts: string[]): void;
  close(): Promise<void>;
}

/** Starts the peer; `pauseMs` between words is long enough for several repaints of the widget. */
export async function startFakeAiProvider(pauseMs = 250): Promise<FakeAiProvider> {
  const queue: string[] = [];
  const asked: string[] = [];
  const peer = await startOpenAiPeer({ apiKey: 'sk-e2e-fake', model: MODEL }, (body, response) => {
    const messages = body.messages as { role: string; content: string }[];
    asked.push(messages.filter((message) => message.role === 'user').at(-1)?.content ?? '');
    const words = wordsOf(queue.shift() ?? 'OK');
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    // The server may hang up first (the person pressed Stop): nothing more is written then.
    let closed = false;
    response.on('close', () => (closed = true));
    const next = (index: number) => {
      if (closed) return;
      if (index === words.length) {
        response.end(STREAM_DONE);
        return;
      }
      response.write(streamEvent(MODEL, { content: words[index]! }));
      setTimeout(() => next(index + 1), pauseMs);
    };
    next(0);
  });
  return { ...peer, asked, answer: (...texts) => queue.push(...texts) };
}
