import type { FastifyInstance } from 'fastify';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@salahkar/domain';
import { MIME_TYPES, UPLOAD_RULES } from '@salahkar/domain/limits';
import { scopeAccess } from './access.ts';
import { SESSION_COOKIE } from './session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route sends an ETag and answers 304 with no body to a matching If-None-Match. */
    etag?: boolean;
  }
}

/** The refusals every operation documents, each answered with the shared error body. */
const ERROR_ANSWERS: Record<string, string> = {
  '400': 'The input was refused (a field, the form, or text that cannot be stored).',
  '401': 'No session, or it has ended.',
  '403': 'Signed in, but not allowed (another role, not your case, or a cross-site write).',
  '404': 'No such thing, or not one you may see.',
  '409': 'The state does not allow it now (already accepted, already paid, …).',
  '4XX': 'Another refusal (too large, too many requests, wrong method, …).',
  '5XX': 'The server or a service it depends on failed.',
};

/** A success answer a route gives without a response schema (no JSON to describe). */
interface PlainAnswer {
  status: '204' | '302' | '200';
  description: string;
  /** The media types of a body that is not JSON (a PDF, a CSV). */
  contentTypes?: string[];
  /** For a redirect: where to. */
  location?: string;
  /** A page that answers a bad link with an HTML page too (400), not only the error body. */
  refusesWithPage?: boolean;
}

const NO_CONTENT: PlainAnswer = { status: '204', description: 'Done; nothing to say.' };
const PDF = 'application/pdf';
const CSV = 'text/csv';
const file = (description: string, ...contentTypes: string[]): PlainAnswer => ({
  status: '200',
  description,
  contentTypes,
});

/**
 * What the routes without a response schema answer, by operation. A DELETE without one answers
 * 204. The document test (openapi-answers.test.ts) checks real answers against these, so a route
 * that changes what it answers fails there, not in a client.
 */
const PLAIN_ANSWERS: Record<string, PlainAnswer> = {
  'GET /api/login': {
    status: '302',
    description: 'To the sign-in page of the web app.',
    location: '/login',
  },
  'POST /api/logout': NO_CONTENT,
  'POST /api/auth/sessions/sign-out-all': NO_CONTENT,
  'GET /api/receipts/{id}/pdf': file('The receipt or tax invoice, a PDF attachment.', PDF),
  'GET /api/admin/export/consultations': file('The consultations, a CSV attachment (UTF-8).', CSV),
  'GET /api/admin/export/users': file('The people, a CSV attachment (UTF-8).', CSV),
  'GET /api/admin/consultations/{id}/download-chat': file(
    'The case’s chat transcript, a text attachment (UTF-8).',
    'text/plain',
  ),
  'GET /api/uploads/{name}': file(
    'The stored file, in its own media type.',
    ...Object.values(MIME_TYPES),
  ),
  'GET /api/professionals/{slug}/photo': file(
    'The professional’s photo.',
    ...UPLOAD_RULES.profilePhoto.mimeTypes,
  ),
  'GET /api/unsubscribe': {
    ...file('The page that asks to confirm turning these mails off.', 'text/html'),
    refusesWithPage: true,
  },
  'POST /api/unsubscribe': {
    ...file('The page that says these mails are off.', 'text/html'),
    refusesWithPage: true,
  },
  'GET /api/admin/financial/export': file(
    'The financial report: a PDF with `format=pdf`, else a CSV attachment (UTF-8).',
    PDF,
    CSV,
  ),
};

/** The OpenAPI document of every route, built from the same zod schemas that validate them. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const publicOperations = new Set<string>();
  const etagOperations = new Set<string>();
  const transform: SwaggerTransform = (document) => {
    const { access, etag } = document.route.config ?? {};
    for (const method of [document.route.method].flat()) {
      const operation = `${method.toUpperCase()} ${document.url}`;
      if (access === 'public') publicOperations.add(operation);
      if (etag) etagOperations.add(operation);
    }
    return jsonSchemaTransform(document as Parameters<typeof jsonSchemaTransform>[0]);
  };
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Salahkar API',
        description: 'Paid expert consultations: requests, counter offers, payments and chat.',
        version: '0.1.0',
      },
      // Every 4xx and 5xx answers this shape; `code` names the text in the domain's error catalog.
      components: {
        schemas: {
          ErrorBody: z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0' }) as Record<
            string,
            unknown
          >,
        },
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'The session cookie that signing in (POST /api/auth/login) sets; HttpOnly, so a ' +
              'browser sends it itself.',
          },
        },
      },
    },
    transform,
    transformObject: ((document) =>
      describeRealAnswers((document as { openapiObject: OpenApiDocument }).openapiObject, {
        publicOperations,
        etagOperations,
      })) as SwaggerTransformObject,
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

type Json = { [key: string]: unknown };
interface OpenApiResponse {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
  headers?: Json;
}
interface OpenApiOperation {
  responses?: Record<string, OpenApiResponse>;
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  [key: string]: unknown;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head']);

/** What the routes' config says about their operations (`GET /api/offers/:id`). */
interface OperationFacts {
  /** Routes anyone may call: no session needed. */
  publicOperations: ReadonlySet<string>;
  /** Routes that answer 304 to a browser whose copy is current. */
  etagOperations: ReadonlySet<string>;
}

const NOT_MODIFIED: OpenApiResponse = {
  description: 'Not modified: the ETag sent in If-None-Match is current; no body.',
  headers: { ETag: { description: 'The answer’s version.', schema: { type: 'string' } } },
};

/**
 * The document @fastify/swagger built, made to say what the server really answers: nullable
 * enums list null; routes without a response schema document the answer they give (204, a
 * redirect, a PDF or CSV); ETag'd reads document their 304; every operation documents its
 * refusals with the shared error body, and every one that needs a session says so.
 */
export function describeRealAnswers(
  document: OpenApiDocument,
  { publicOperations, etagOperations }: OperationFacts,
): OpenApiDocument {
  listNullInNullableEnums(document);
  for (const [path, byMethod] of Object.entries(document.paths ?? {})) {
    const fastifyPath = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!HTTP_METHODS.has(method)) continue;
      const upper = method.toUpperCase();
      const responses = (operation.responses ??= {});
      if (isUndescribed(responses)) {
        const answer =
          PLAIN_ANSWERS[`${upper} ${path}`] ?? (upper === 'DELETE' ? NO_CONTENT : undefined);
        if (answer) {
          delete responses['200'];
          responses[answer.status] = plainResponse(answer);
        }
      }
      for (const [status, description] of Object.entries(ERROR_ANSWERS)) {
        responses[status] ??= {
          description,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        };
      }
      if (PLAIN_ANSWERS[`${upper} ${path}`]?.refusesWithPage) {
        responses['400']!.description = 'A link that is not (or no longer) valid: a page says so.';
        (responses['400']!.content ??= {})['text/html'] = { schema: { type: 'string' } };
      }
      if (etagOperations.has(`${upper} ${fastifyPath}`)) responses['304'] = NOT_MODIFIED;
      if (!publicOperations.has(`${upper} ${fastifyPath}`)) operation.security = [{ session: [] }];
    }
  }
  return document;
}

/** Only @fastify/swagger's stand-in for a route without a response schema. */
function isUndescribed(responses: Record<string, OpenApiResponse>): boolean {
  const statuses = Object.keys(responses);
  return (
    statuses.length === 1 &&
    statuses[0] === '200' &&
    responses['200']?.description === 'Default Response' &&
    !responses['200'].content
  );
}

function plainResponse(answer: PlainAnswer): OpenApiResponse {
  const response: OpenApiResponse = { description: answer.description };
  if (answer.contentTypes) {
    response.content = Object.fromEntries(
      answer.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    );
  }
  if (answer.location) {
    response.headers = {
      Location: { description: answer.location, schema: { type: 'string' } },
    };
  }
  return response;
}

/**
 * OpenAPI 3.0 checks `enum` before `nullable`: a nullable enum whose list leaves null out refuses
 * null (and Ajv says so), so null joins the list.
 */
function listNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) listNullInNullableEnums(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...(schema.enum as unknown[]), null];
  }
  for (const value of Object.values(schema)) listNullInNullableEnums(value);
}
