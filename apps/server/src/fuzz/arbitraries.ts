import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.ts';

// Values a careless or hostile client might send: the text PostgreSQL refuses, numbers past every
// column, the wrong type where the schema wants another, and values shaped like the schema but
// wrong in one place.

const LONE_SURROGATES = ['\ud800', '\udfff', 'a\udc00b', '\udbff\ud800'];

/** Strings chosen to break parsers, queries and encoders, and arbitrary UTF-16 besides. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    ...LONE_SURROGATES,
    "'; DROP TABLE users; --",
    '%',
    '%00',
    '../../../etc/passwd',
    '{"$ne":null}',
    'null',
    'NaN',
    '-0',
    '1e309',
    '99999999999999999999999',
    '00000000-0000-0000-0000-000000000000',
    '2026-02-30T25:61:00Z',
    '🙏🏽 नमस्ते',
    '\u202e\u200b',
    'x'.repeat(100_001),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 300 }),
  fc.uuid(),
  fc.emailAddress(),
);

const hugeNumber = fc.constantFrom(
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  // Past exact paise: the outside probe's payouts (money-fields.ts sends them to each money field).
  Number.MAX_SAFE_INTEGER,
  3.0e15,
  -(2 ** 63),
  2 ** 31,
  0.1,
  -1,
  0,
  5e-324,
);

/** Any JSON value, small or hostile. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  nastyString,
  hugeNumber,
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
);

/**
 * Values for one schema: valid ones (so a call gets past validation into the services), valid
 * ones with one part broken (a NUL, a lone surrogate or a hostile value at one leaf), and values
 * of the wrong shape altogether. `ids` are real records' ids, for uuid fields.
 */
export function valuesFor(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<unknown> {
  const fine = validFor(schema, ids, 0);
  return fc.oneof(
    { weight: 2, arbitrary: fine },
    {
      weight: 5,
      arbitrary: fc
        .tuple(fine, fc.nat(), fc.oneof(brokenSuffix, nastyValue))
        .map(([value, pick, wrong]) => breakOneLeaf(value, pick, wrong)),
    },
    { weight: 1, arbitrary: nastyValue },
  );
}

/** Appended to a valid string, or put in a leaf's place: the text PostgreSQL refuses. */
class Suffix {
  constructor(readonly text: string) {}
}
const brokenSuffix = fc.constantFrom(...LONE_SURROGATES, '\u0000').map((text) => new Suffix(text));

function validFor(
  schema: JsonSchema,
  ids: readonly string[],
  depth: number,
): fc.Arbitrary<unknown> {
  if (depth > 5) return fc.constant(null);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) {
    return fc.oneof(...branches.map((branch) => validFor(branch, ids, depth + 1)));
  }
  if (schema.allOf?.[0]) return validFor(schema.allOf[0], ids, depth + 1);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const shaped = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, validFor(value, ids, depth + 1)]),
      );
      return fc.record(shaped, {
        requiredKeys: (schema.required ?? []).filter((k) => k in shaped),
      });
    }
    case 'array':
      return fc.array(validFor(schema.items ?? {}, ids, depth + 1), { maxLength: 3 });
    case 'integer':
    case 'number': {
      const min = Math.ceil(Math.max(schema.minimum ?? 0, -1000));
      const max = Math.max(min, Math.floor(Math.min(schema.maximum ?? 100_000, 100_000)));
      return fc.integer({ min, max });
    }
    case 'boolean':
      return fc.boolean();
    case 'string':
      return validString(schema, ids);
    default:
      return nastyValue;
  }
}

const WORD_CHARS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456789'];

function validString(schema: JsonSchema & { pattern?: string }, ids: readonly string[]) {
  if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...ids), fc.uuid());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') {
    return fc
      .date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) })
      .map((d) => d.toISOString());
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, minLength + 40));
  return fc.string({ unit: fc.constantFrom(...WORD_CHARS), minLength, maxLength });
}

/**
 * The value with one leaf (the pick-th, counting depth first) broken: a string gets the suffix
 * appended, any other leaf is replaced by the hostile value.
 */
function breakOneLeaf(value: unknown, pick: number, wrong: unknown): unknown {
  const leaves: { holder: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const root = { value: structuredClone(value) };
  const pending: (Record<string, unknown> | unknown[])[] = [root];
  while (pending.length > 0) {
    const holder = pending.pop()!;
    for (const [key, item] of Object.entries(holder)) {
      if (item !== null && typeof item === 'object') pending.push(item as Record<string, unknown>);
      else leaves.push({ holder, key: Array.isArray(holder) ? Number(key) : key });
    }
  }
  const leaf = leaves[pick % Math.max(leaves.length, 1)];
  if (!leaf) return root.value;
  const current = (leaf.holder as Record<string | number, unknown>)[leaf.key];
  (leaf.holder as Record<string | number, unknown>)[leaf.key] =
    wrong instanceof Suffix ? `${String(current)}${wrong.text}` : wrong;
  return root.value;
}

/** A raw JSON body the parser itself must refuse politely: deep, broken or not JSON at all. */
export const rawBody: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 1, max: 50_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc
    .integer({ min: 1, max: 20_000 })
    .map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.constantFrom('{', '{"a":}', '"\\ud800"', '{"a":"\\u0000"}', '[1,2', 'undefined', '\u0000'),
  fc.string({ maxLength: 50 }),
);

/**
 * Percent-encodes text byte by byte as a client might; a lone surrogate becomes the three bytes
 * a lax encoder writes for it (not valid UTF-8).
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** A path segment or query value as it goes on the wire: encoded text, or raw broken escapes. */
export const urlPiece = (valid: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.oneof(valid, nastyString).map(percentEncode) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%',
        '%zz',
        '%00',
        '%ED%A0%80',
        '%C0%AF',
        'x%00y',
        '..%2F..',
        '%2e%2e',
        'a%2Fb',
      ),
    },
  );
