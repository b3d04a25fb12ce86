import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  aiChatRequestSchema,
  aiChatResponseSchema,
  suggestCategoryRequestSchema,
  suggestCategoryResponseSchema,
  type AiChatStreamEvent,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../plugins/access.ts';
import { requestLanguage } from '../../plugins/request-language.ts';
import { admitChat, answerChat, suggestCategory } from './assistant.service.ts';
import { routeOptions } from '../../http/route-options.ts';

const wantsStream = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/event-stream');

const sse = (event: AiChatStreamEvent) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * POST /api/ai/suggest-category (the post form's suggestion) and POST /api/ai/chat (the floating
 * assistant). Chat answers as JSON, or as server-sent events with `Accept: text/event-stream`:
 * `delta` events while the answer is written, then one `done` event carrying the whole answer.
 */
export function registerAssistantRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['assistant'];

  api.post(
    '/api/ai/suggest-category',
    routeOptions({
      access: 'user',
      tags,
      body: suggestCategoryRequestSchema,
      answer: suggestCategoryResponseSchema,
    }),
    async (request) => suggestCategory(ctx, signedIn(request), request.body),
  );

  api.post(
    '/api/ai/chat',
    routeOptions({ access: 'user', tags, body: aiChatRequestSchema, answer: aiChatResponseSchema }),
    async (request, reply) => {
      await admitChat(ctx, signedIn(request));
      // The page's language, for a message that does not show its own ("ok", "namaste").
      const pageLanguage = request.body.language ?? requestLanguage(request);
      if (!wantsStream(request)) return answerChat(ctx, request.body.messages, pageLanguage);

      // Headers set so far (security, rate limit) go out with the stream.
      reply.hijack();
      const headersSoFar = Object.entries(reply.getHeaders()).filter(([, value]) => value != null);
      reply.raw.writeHead(200, {
        ...(Object.fromEntries(headersSoFar) as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      const answer = await answerChat(ctx, request.body.messages, pageLanguage, (text) =>
        reply.raw.write(sse({ type: 'delta', text })),
      );
      reply.raw.end(sse({ type: 'done', answer }));
    },
  );
}
