import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createOfferSchema, offerSchema, paymentOrderSchema } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../plugins/access.ts';
import { consultationParams, uuidParam } from '../../http/params.ts';
import { withIdempotency } from '../../http/idempotency.ts';
import { routeOptions } from '../../http/route-options.ts';
import { acceptOffer, submitOffer } from './offers.service.ts';

const offerParams = z.object({ offerId: uuidParam('OFFER_NOT_FOUND') });

/** A professional's counter offer on a request, and the owner's choice of one (which opens its payment). */
export function registerOfferRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['offers'];

  api.post(
    '/api/consultations/:id/offer',
    routeOptions({
      access: 'approved-professional',
      tags,
      params: consultationParams,
      body: createOfferSchema,
      created: offerSchema,
    }),
    async (request, reply) => {
      const professional = signedIn(request);
      const offer = await submitOffer(ctx, professional, request.params.id, request.body);
      return reply.status(201).send(offer);
    },
  );

  api.post(
    '/api/professional-offers/:offerId/accept',
    routeOptions({ access: 'user', tags, params: offerParams, answer: paymentOrderSchema }),
    async (request, reply) => {
      const viewer = signedIn(request);
      return withIdempotency(ctx, request, reply, viewer.id, async () => ({
        status: 200,
        body: await acceptOffer(ctx, viewer, request.params.offerId),
      }));
    },
  );
}
