import type { FastifyInstance } from 'fastify';

/** The part of a JSON schema the fuzzer reads to shape its values. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

/** One route of the OpenAPI document, as the fuzzer calls it. */
export interface Operation {
  method: string;
  /** The Fastify path, `:id` style. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  /** The JSON body's schema, when the route takes JSON. */
  body: JsonSchema | null;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/**
 * Every operation of the app's OpenAPI document (the one @fastify/swagger serves at
 * /api/docs/json), except those in `skip` ('POST /api/logout' style).
 */
export function operationsOf(app: FastifyInstance, skip: readonly string[]): Operation[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [openApiPath, byMethod] of Object.entries(document.paths ?? {})) {
    const path = openApiPath.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(byMethod)) {
      const upper = method.toUpperCase();
      if (skip.includes(`${upper} ${path}`)) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        method: upper,
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(
          parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}
