import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@salahkar/domain';
import { scopeAccess } from './access.ts';

/** The OpenAPI document of every route, built from the same zod schemas that validate them. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Salahkar API',
        description: 'Paid expert consultations: requests, counter offers, payments and chat.',
        version: '0.1.0',
      },
      // Every 4xx and 5xx answers this shape; `code` names the text in the domain's error catalog.
      components: {
        schemas: { ErrorBody: z.toJSONSchema(errorBodySchema) as Record<string, unknown> },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The docs are for anyone: their routes are registered by the plugin, so the scope says so.
  await app.register(async (docs) => {
    scopeAccess(docs, 'public');
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      transformStaticCSP: (header) => header,
    });
  });
}
