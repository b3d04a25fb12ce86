import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  iceServersSchema,
  notifyVideoCallSchema,
  videoCallEnvelopeSchema,
  videoCallResultSchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../plugins/access.ts';
import { consultationParams, idParams } from '../../http/params.ts';
import { routeOptions } from '../../http/route-options.ts';
import { iceServersFor } from './ice-servers.ts';
import {
  endVideoCall,
  getConsultationCall,
  joinVideoCall,
  startVideoCall,
} from './video-calls.service.ts';

const callParams = idParams('VIDEO_CALL_NOT_FOUND');

/**
 * Video calls of a consultation: the assigned professional rings, the user joins or declines,
 * either hangs up; the case's call for its people and admins; ICE servers for a call's browsers.
 * The signalling itself goes over the live channel (live-signals.ts).
 */
/**
 * Optional: the push endpoint of the device whose notification's Decline sent this (the service
 * worker), which already closed its ring; the user's other devices get theirs taken away.
 */
const endCallBodySchema = z.object({ pushEndpoint: z.string().max(2048).optional() }).nullish();

export function registerVideoCallRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['video-calls'];

  api.post(
    '/api/video-call/notify',
    routeOptions({
      access: 'user',
      tags,
      body: notifyVideoCallSchema,
      created: videoCallResultSchema,
    }),
    async (request, reply) => {
      const viewer = signedIn(request);
      const videoCall = await startVideoCall(ctx, viewer, request.body);
      return reply.status(201).send({ videoCall });
    },
  );

  api.get(
    '/api/video-calls/ice-servers',
    routeOptions({ access: 'user', tags, answer: iceServersSchema }),
    async (request, reply) => {
      const servers = await iceServersFor(ctx, signedIn(request));
      // Credentials: kept by no cache between here and the browser.
      return reply.header('Cache-Control', 'no-store').send(servers);
    },
  );

  api.get(
    '/api/video-calls/consultation/:id',
    routeOptions({
      access: 'user',
      tags,
      params: consultationParams,
      answer: videoCallEnvelopeSchema,
    }),
    async (request) => ({
      videoCall: await getConsultationCall(ctx, signedIn(request), request.params.id),
    }),
  );

  api.post(
    '/api/video-calls/:id/join',
    routeOptions({ access: 'user', tags, params: callParams, answer: videoCallResultSchema }),
    async (request) => ({
      videoCall: await joinVideoCall(ctx, signedIn(request), request.params.id),
    }),
  );

  for (const verb of ['decline', 'end'] as const) {
    api.post(
      `/api/video-calls/:id/${verb}`,
      routeOptions({
        access: 'user',
        tags,
        params: callParams,
        body: endCallBodySchema,
        answer: videoCallResultSchema,
      }),
      async (request) => ({
        videoCall: await endVideoCall(ctx, signedIn(request), request.params.id, verb, new Date(), {
          pushEndpoint: request.body?.pushEndpoint,
        }),
      }),
    );
  }
}
