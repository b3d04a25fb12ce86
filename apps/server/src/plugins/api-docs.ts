import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
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
