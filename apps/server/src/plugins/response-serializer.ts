import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

/**
 * Writes a route's answers with a serializer compiled from its zod response schema, instead of
 * parsing every answer with zod and then running JSON.stringify over the copy. The schema is
 * turned into JSON Schema once (what the answer looks like after output), stripped to what
 * shapes the text (types, properties, nullability), and compiled by fast-json-stringify on the
 * route's first answer, so a server that never answers a route never compiles it.
 *
 * A schema whose JSON form could say something zod would write differently (a default filled
 * in, a transform, a type JSON Schema cannot express) keeps zod's serializer.
 *
 * With `checkAgainstZod` (the tests), every answer is also run through zod as before: zod still
 * refuses an answer that breaks its schema, and the compiled text must say what zod's says (the
 * same values; only the order of keys may differ), so a route whose answers drift from its
 * contract fails its tests rather than production.
 */
export function responseSerializerCompiler(options: {
  checkAgainstZod: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const compiled = compiledSerializerOf(route.schema);
    if (!compiled)
      return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    if (!options.checkAgainstZod) return compiled;
    const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    return (data) => {
      const expected = viaZod(data);
      const written = compiled(data);
      // fast-json-stringify writes required properties before optional ones; the order of keys
      // means nothing to a JSON reader, everything else must match.
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url} (${route.httpStatus}): the compiled serializer wrote ` +
            `${written} where zod wrote ${expected}`,
        );
      }
      return written;
    };
  };
}

type Serializer = (data: unknown) => string;

/** One compiled serializer per zod schema, shared by every route and app that answers with it. */
const compiledBySchema = new WeakMap<object, Serializer | null>();

/** The compiled serializer of a route's response schema, or null to keep zod's. */
function compiledSerializerOf(maybeSchema: unknown): Serializer | null {
  const schema = zodSchemaOf(maybeSchema);
  if (!schema) return null;
  let serializer = compiledBySchema.get(schema);
  if (serializer === undefined) {
    const jsonSchema = shapeOnly(schema);
    serializer = jsonSchema ? lazilyCompiled(jsonSchema) : null;
    compiledBySchema.set(schema, serializer);
  }
  return serializer;
}

function lazilyCompiled(jsonSchema: JsonSchema): Serializer {
  let stringify: Serializer | undefined;
  return (data) =>
    (stringify ??= fastJson(jsonSchema as unknown as Parameters<typeof fastJson>[0]) as Serializer)(
      data,
    );
}

/** What the type provider accepts as a response schema: a zod schema, or one under `properties`. */
function zodSchemaOf(maybeSchema: unknown): z.ZodType | null {
  if (maybeSchema instanceof z.ZodType) return maybeSchema;
  const wrapped = (maybeSchema as { properties?: unknown } | null)?.properties;
  return wrapped instanceof z.ZodType ? wrapped : null;
}

type JsonSchema = { [keyword: string]: unknown };

/** Keywords that only validate: the text of a valid answer is the same without them. */
const VALIDATION_ONLY = new Set([
  '$schema',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'enum',
  'description',
  'title',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  'contentEncoding',
  'contentMediaType',
  'propertyNames',
]);

/**
 * Keywords zod does not mean as a plain shape: a `default` zod would fill in, negations and
 * conditionals fast-json-stringify would have to validate. Their schemas keep zod's serializer.
 */
const NOT_A_SHAPE = new Set(['default', 'not', 'if', 'then', 'else', 'allOf', 'dependentSchemas']);

/**
 * The schema's output as JSON Schema reduced to its shape, or null when zod's output cannot be
 * expressed that way.
 */
function shapeOnly(schema: z.ZodType): JsonSchema | null {
  let jsonSchema: JsonSchema;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      reused: 'inline',
      cycles: 'throw',
    }) as JsonSchema;
  } catch {
    return null;
  }
  return reduce(jsonSchema);
}

function reduce(node: unknown): JsonSchema | null {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return null;
  const reduced: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (NOT_A_SHAPE.has(keyword) || keyword === '$ref') return null;
    if (VALIDATION_ONLY.has(keyword)) continue;
    if (keyword === 'properties') {
      const properties: JsonSchema = {};
      for (const [name, property] of Object.entries(value as JsonSchema)) {
        const shape = reduce(property);
        if (!shape) return null;
        properties[name] = shape;
      }
      reduced.properties = properties;
    } else if (keyword === 'items' || keyword === 'additionalItems') {
      const items = Array.isArray(value) ? value.map(reduce) : reduce(value);
      if (Array.isArray(items) ? items.includes(null) : !items) return null;
      reduced[keyword] = items;
    } else if (keyword === 'additionalProperties') {
      // false: zod drops unknown keys, as fast-json-stringify does when none are described.
      if (value === false) continue;
      const shape = reduce(value);
      if (!shape) return null;
      reduced.additionalProperties = shape;
    } else if (keyword === 'anyOf' || keyword === 'oneOf') {
      const options = (value as unknown[]).map(reduce);
      if (options.includes(null)) return null;
      reduced[keyword] = options;
    } else {
      reduced[keyword] = value;
    }
  }
  return nullableOf(reduced);
}

/**
 * `anyOf: [X, {type: 'null'}]`, zod's `.nullable()`, as X with `nullable: true`: written with one
 * null check rather than by validating the answer against each option in turn.
 */
function nullableOf(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf as JsonSchema[] | undefined;
  if (!options || options.length !== 2 || Object.keys(schema).length !== 1) return schema;
  const nullIndex = options.findIndex((option) => isNullOnly(option));
  if (nullIndex === -1) return schema;
  const other = options[1 - nullIndex]!;
  if (typeof other.type !== 'string' || other.type === 'null') return schema;
  if (other.anyOf || other.oneOf || other.const !== undefined) return schema;
  return { ...other, nullable: true };
}

function isNullOnly(schema: JsonSchema): boolean {
  return schema.type === 'null' && Object.keys(schema).length === 1;
}
