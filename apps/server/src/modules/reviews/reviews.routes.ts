import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createReviewSchema, reviewSchema } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../plugins/access.ts';
import { consultationParams } from '../../http/params.ts';
import { routeOptions } from '../../http/route-options.ts';
import { leaveReview } from './reviews.service.ts';

/** POST /api/consultations/:id/review: the user's rating of the professional, once, after completion. */
export function registerReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/consultations/:id/review',
    routeOptions({
      access: 'user',
      tags: ['reviews'],
      params: consultationParams,
      body: createReviewSchema,
      created: reviewSchema,
    }),
    async (request, reply) => {
      const review = await leaveReview(ctx, signedIn(request), request.params.id, request.body);
      return reply.status(201).send(review);
    },
  );
}
