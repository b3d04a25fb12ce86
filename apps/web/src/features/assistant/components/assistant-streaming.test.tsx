import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AiChatResponse } from '@salahkar/domain/schemas/assistant';
import { openAssistant } from '@/test/render-assistant.tsx';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';

// The widget reads the answer as server-sent events as they arrive: a real `text/event-stream`
// Response whose body the test writes piece by piece, and that errors when the request is aborted,
// as the browser's fetch does.

const ANSWER: AiChatResponse = {
  response: 'Refunds are full before the first reply.',
  source: 'provider',
  degraded: false,
  emergency: false,
  citations: [{ path: '/cancellation-refund', title: 'Cancellation & Refund Policy' }],
  draft: null,
};

function streamingFetch() {
  const encoder = new TextEncoder();
  let writer!: ReadableStreamDefaultController<Uint8Array>;
  const requests: RequestInit[] = [];
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    requests.push(init!);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        writer = controller;
      },
    });
    init?.signal?.addEventListener('abort', () =>
      writer.error(new DOMException('The user aborted a request.', 'AbortError')),
    );
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const write = (event: unknown) =>
    writer.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
  return { requests, write, close: () => writer.close() };
}

resetFakesAfterEach();

describe('AssistantDialog streaming', { timeout: 20_000 }, () => {
  it('shows the answer as it arrives, then the whole answer with its one citation', async () => {
    const server = streamingFetch();
    const user = openAssistant();
    await user.type(screen.getByLabelText('Your message'), 'How do refunds work?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(new Headers(server.requests[0]!.headers).get('Accept')).toBe('text/event-stream');

    server.write({ type: 'delta', text: 'Refunds are full ' });
    expect(await screen.findByText('Refunds are full')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    server.write({ type: 'delta', text: 'before the first reply.' });
    expect(await screen.findByText('Refunds are full before the first reply.')).toBeInTheDocument();

    server.write({ type: 'done', answer: ANSWER });
    server.close();
    const log = screen.getByRole('log', { name: 'Conversation with the assistant' });
    expect(await within(log).findByRole('link', { name: 'Cancellation & Refund Policy' }));
    expect(within(log).getAllByText('Source:')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('stops an answer on Stop, keeps nothing of it, and asks again on Retry', async () => {
    const server = streamingFetch();
    const user = openAssistant();
    await user.type(screen.getByLabelText('Your message'), 'How do refunds work?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    server.write({ type: 'delta', text: 'Refunds are' });
    await screen.findByText('Refunds are');

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText(/The answer was not finished/)).toBeInTheDocument();
    expect(screen.queryByText('Refunds are')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(server.requests).toHaveLength(2);
    expect(JSON.parse(String(server.requests[1]!.body))).toEqual(
      JSON.parse(String(server.requests[0]!.body)),
    );
    server.write({ type: 'done', answer: ANSWER });
    server.close();
    expect(await screen.findByText('Refunds are full before the first reply.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
