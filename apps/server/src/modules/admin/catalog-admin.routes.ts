import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminProfessionSchema,
  adminUrgencyPricingSchema,
  createProfessionSchema,
  createSpecializationSchema,
  specializationSchema,
  updateSpecializationSchema,
  updateUrgencyPricingSchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { idParams } from '../../http/params.ts';
import { routeOptions } from '../../http/route-options.ts';
import { signedIn } from '../../plugins/access.ts';
import {
  createProfession,
  createSpecialization,
  deleteSpecialization,
  listAdminProfessions,
  listAdminSpecializations,
  listAdminUrgencyPricing,
  updateSpecialization,
  updateUrgencyPricing,
} from './catalog-admin.service.ts';

const specializationParams = idParams('SPECIALIZATION_NOT_FOUND');
const urgencyTierParams = idParams('URGENCY_TIER_NOT_FOUND');

/** Professions, specializations and urgency tiers as admins manage them (docs/product/rulings.md, R-02). */
export function registerCatalogAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/professions',
    routeOptions({ tags, answer: z.array(adminProfessionSchema) }),
    async () => listAdminProfessions(ctx.db),
  );

  api.post(
    '/api/admin/professions',
    routeOptions({ tags, body: createProfessionSchema, created: adminProfessionSchema }),
    async (request, reply) => {
      const admin = signedIn(request);
      return reply.status(201).send(await createProfession(ctx, admin.id, request.body));
    },
  );

  api.get(
    '/api/admin/specializations',
    routeOptions({ tags, answer: z.array(specializationSchema) }),
    async () => listAdminSpecializations(ctx.db),
  );

  api.post(
    '/api/admin/specializations',
    routeOptions({ tags, body: createSpecializationSchema, created: specializationSchema }),
    async (request, reply) => {
      const admin = signedIn(request);
      return reply.status(201).send(await createSpecialization(ctx, admin.id, request.body));
    },
  );

  api.put(
    '/api/admin/specializations/:id',
    routeOptions({
      tags,
      params: specializationParams,
      body: updateSpecializationSchema,
      answer: specializationSchema,
    }),
    async (request) => {
      const admin = signedIn(request);
      return updateSpecialization(ctx, admin.id, request.params.id, request.body);
    },
  );

  api.delete(
    '/api/admin/specializations/:id',
    routeOptions({ tags, params: specializationParams }),
    async (request, reply) => {
      const admin = signedIn(request);
      await deleteSpecialization(ctx, admin.id, request.params.id);
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/admin/urgency-pricing',
    routeOptions({ tags, answer: z.array(adminUrgencyPricingSchema) }),
    async () => listAdminUrgencyPricing(ctx.db),
  );

  api.put(
    '/api/admin/urgency-pricing/:id',
    routeOptions({
      tags,
      params: urgencyTierParams,
      body: updateUrgencyPricingSchema,
      answer: adminUrgencyPricingSchema,
    }),
    async (request) => {
      const admin = signedIn(request);
      return updateUrgencyPricing(ctx, admin.id, request.params.id, request.body);
    },
  );
}
