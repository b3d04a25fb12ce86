import { vi } from 'vitest';

type Reply = { status?: number; body?: unknown; statusText?: string };
/**
 * The server's refusal as the web reads it: an HTTP status and a body with the error's stable
 * `code`, its English `message` and, when one form field is at fault, that `field`. Tests that
 * fake a failing call answer with this, so every faked refusal has the shape the server sends.
 */
export function apiError(status: number, code: string, message: string, field?: string): Reply {
  return { status, body: field === undefined ? { code, message } : { code, message, field } };
}

type Handler = (init: RequestInit | undefined) => Reply | Promise<Reply>;

/**
 * Replaces the browser's `fetch` (the app's boundary to the server) with a table of answers keyed
 * by "METHOD /path". Unknown calls answer 404 so a test never passes on a call it did not expect.
 */
export function fakeFetch(routes: Record<string, Reply | Handler>) {
  const calls: { method: string; url: string; init: RequestInit | undefined }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, url, init });
    const route = routes[`${method} ${url}`];
    const reply: Reply = !route
      ? { status: 404, body: { code: 'NOT_FOUND', message: `No fake for ${method} ${url}` } }
      : typeof route === 'function'
        ? await route(init)
        : route;
    const text =
      reply.body === undefined
        ? ''
        : typeof reply.body === 'string'
          ? reply.body
          : JSON.stringify(reply.body);
    return new Response(text || null, {
      status: reply.status ?? 200,
      statusText: reply.statusText ?? '',
      headers: typeof reply.body === 'object' ? { 'Content-Type': 'application/json' } : {},
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
