import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chatMessageSchema,
  messageListQuerySchema,
  messagePageSchema,
  sendMessageSchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../plugins/access.ts';
import { consultationParams } from '../../http/params.ts';
import { routeOptions } from '../../http/route-options.ts';
import { checkCanSendMessage, listMessages, sendFileMessage, sendMessage } from './chat.service.ts';
import { readChatUpload } from './chat-upload.ts';
import { refuseSendsWhileBusy } from './chat-sends.ts';

/**
 * A consultation's chat (read by its participants and admins, written by the participants while
 * it is assigned, in progress or reopened). Closing and reopening live in modules/case-closing.
 */
export function registerChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];

  api.get(
    '/api/consultations/:id/messages',
    routeOptions({
      access: 'user',
      tags,
      params: consultationParams,
      query: messageListQuerySchema,
      answer: messagePageSchema,
    }),
    async (request) => listMessages(ctx, signedIn(request), request.params.id, request.query),
  );

  // The sends, in a scope of their own whose hook runs before the access check's: while this
  // instance is too busy to take a message they are refused at once (503, Retry-After), before
  // their session is even looked up, rather than queued for a database connection (chat-sends.ts).
  void app.register(async (scope) => {
    scope.addHook('onRequest', refuseSendsWhileBusy(ctx));
    const sends = scope.withTypeProvider<ZodTypeProvider>();
    sends.post(
      '/api/consultations/:id/messages',
      routeOptions({
        access: 'user',
        tags,
        params: consultationParams,
        body: sendMessageSchema,
        created: chatMessageSchema,
      }),
      async (request, reply) => {
        const viewer = signedIn(request);
        return reply
          .status(201)
          .send(await sendMessage(ctx, viewer, request.params.id, request.body));
      },
    );

    sends.post(
      '/api/consultations/:id/messages/upload',
      routeOptions({
        access: 'user',
        tags,
        params: consultationParams,
        created: chatMessageSchema,
      }),
      async (request, reply) => {
        const viewer = signedIn(request);
        // Refuse a stranger or a closed chat before reading up to 10 MB.
        await checkCanSendMessage(ctx, viewer, request.params.id);
        const upload = await readChatUpload(request);
        return reply
          .status(201)
          .send(await sendFileMessage(ctx, viewer, request.params.id, upload));
      },
    );
  });
}
