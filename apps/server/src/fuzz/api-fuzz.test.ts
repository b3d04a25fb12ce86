import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

import { marketplace, useMarketplaceApp } from '../test/marketplace.ts';
import { professionTypes, urgencyPricing } from '../db/schema/index.ts';
import { nastyString, percentEncode, rawBody, urlPiece, valuesFor } from './arbitraries.ts';
import { anyAmount, MONEY_FIELDS } from './money-fields.ts';
import { operationsOf, type Operation } from './openapi-operations.ts';

// Every JSON route of the OpenAPI document, called by a visitor, a user, a professional, an admin
// and a forged cookie with arbitrary and almost-right params, queries and bodies. Whatever comes
// in, the answer is never a 5xx and never shows internals. A few hundred cases here; `npm run
// fuzz` runs 10,000. A failure prints the seed: FUZZ_SEED=<seed> replays the same run.

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Amounts sent to each money field (money-fields.ts): a tenth of the run, at least 100. */
const MONEY_RUNS = Math.max(100, Math.round(RUNS / 10));

/** Routes that would end the personas' sessions; their input is covered by their siblings. */
const SKIPPED = ['POST /api/logout', 'POST /api/auth/sessions/sign-out-all'];

/** What an answer must never show, unless the request itself carried the same text. */
const LEAKS = [
  /Failed query/i,
  /\bat (async )?[\w.<>]+ \(/,
  /\.(ts|js):\d+/,
  /node_modules/,
  /SQLSTATE|violates .* constraint|duplicate key|syntax error at/i,
  /"stack"/,
];

interface Case {
  operation: Operation;
  persona: string;
  url: string;
  body?: string;
  contentType?: string;
}

describe('API fuzz', () => {
  const t = useMarketplaceApp({ LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent' });
  const m = marketplace(t);
  const cookies: Record<string, string | undefined> = { visitor: undefined };
  let knownIds: string[] = [];

  beforeAll(async () => {
    const user = await m.createPerson();
    const professional = await m.createProfessional();
    const admin = await m.createPerson({ role: 'admin' });
    cookies.user = user.cookie;
    cookies.professional = professional.cookie;
    cookies.admin = admin.cookie;
    const request = await m.createConsultation(user.user);
    const offer = await m.createOffer(request, professional.user);
    knownIds = [request.id, offer.id];
  });

  it(
    `answers every route without a 5xx or a leak (${RUNS} cases, seed ${SEED})`,
    async () => {
      const operations = operationsOf(t.app, SKIPPED);
      expect(operations.length).toBeGreaterThan(50);
      const property = fc.asyncProperty(caseOf(operations, knownIds), async (call) => {
        const response = await t.app.inject({
          method: call.operation.method as 'GET',
          url: call.url,
          headers: {
            ...(call.contentType ? { 'content-type': call.contentType } : {}),
            ...(cookieOf(call.persona) ? { cookie: cookieOf(call.persona) } : {}),
          },
          ...(call.body === undefined ? {} : { payload: call.body }),
        });
        const sent = `${call.url}\n${call.body ?? ''}`;
        const leaks = LEAKS.filter((leak) => leak.test(response.body) && !leak.test(sent));
        const shown = `${call.operation.method} ${call.url} as ${call.persona} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, shown).toBeLessThan(500);
        expect(leaks, shown).toEqual([]);
      });
      try {
        await fc.assert(property, { numRuns: RUNS, seed: SEED, endOnFailure: true });
      } catch (error) {
        throw new Error(`API fuzz failed; replay with FUZZ_SEED=${SEED}`, { cause: error });
      }
    },
    Math.max(60_000, RUNS * 50),
  );

  it(
    `answers every money field's amounts without a 5xx (${MONEY_RUNS} cases, seed ${SEED})`,
    async () => {
      const [profession] = await t.database.db.select().from(professionTypes).limit(1);
      const [tier] = await t.database.db.select().from(urgencyPricing).limit(1);
      const ids = {
        consultationId: knownIds[0]!,
        professionId: profession!.id,
        urgencyPricingId: tier!.id,
      };
      const property = fc.asyncProperty(
        fc.constantFrom(...MONEY_FIELDS),
        anyAmount,
        async (field, amount) => {
          const { method, url, body } = field.call(ids, amount);
          const response = await t.app.inject({
            method: method as 'POST',
            url,
            headers: { 'content-type': 'application/json', cookie: cookies[field.persona]! },
            payload: JSON.stringify(body),
          });
          const shown = `${field.route} ${JSON.stringify(amount)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, shown).toBeLessThan(500);
        },
      );
      try {
        await fc.assert(property, { numRuns: MONEY_RUNS, seed: SEED, endOnFailure: true });
      } catch (error) {
        throw new Error(`Money fuzz failed; replay with FUZZ_SEED=${SEED}`, { cause: error });
      }
    },
    Math.max(60_000, MONEY_RUNS * 50),
  );

  function cookieOf(persona: string): string | undefined {
    if (persona.startsWith('forged:')) return `salahkar.sid=${persona.slice('forged:'.length)}`;
    return cookies[persona];
  }
});

/** One call: an operation, who makes it, its URL (params and query filled) and maybe a body. */
function caseOf(operations: Operation[], knownIds: string[]): fc.Arbitrary<Case> {
  const persona = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('visitor', 'user', 'professional', 'admin') },
    {
      weight: 1,
      arbitrary: nastyString.map((text) => `forged:${percentEncode(text).slice(0, 200)}`),
    },
  );
  const id = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  return fc.constantFrom(...operations).chain((operation) =>
    fc
      .record({
        persona,
        params: fc.tuple(...operation.pathParams.map(() => urlPiece(id))),
        query: queryOf(operation, knownIds),
        body: bodyOf(operation, knownIds),
      })
      .map(({ persona, params, query, body }) => {
        let path = operation.path;
        operation.pathParams.forEach((name, i) => {
          path = path.replace(`:${name}`, params[i] ?? '');
        });
        return {
          operation,
          persona,
          url: query ? `${path}?${query}` : path,
          ...body,
        };
      }),
  );
}

function queryOf(operation: Operation, ids: readonly string[]): fc.Arbitrary<string> {
  const pairs = Object.entries(operation.query).map(([name, schema]) =>
    fc.option(
      fc
        .array(
          urlPiece(
            valuesFor(schema, ids).map((value) =>
              typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
            ),
          ),
          { minLength: 1, maxLength: 2 },
        )
        .map((values) => values.map((value) => `${name}=${value}`).join('&')),
    ),
  );
  const stray = fc.option(
    fc.tuple(urlPiece(nastyString), urlPiece(nastyString)).map(([k, v]) => `${k}=${v}`),
  );
  return fc
    .tuple(fc.tuple(...pairs), stray)
    .map(([known, extra]) =>
      [...known, extra].filter((pair): pair is string => pair !== null).join('&'),
    );
}

function bodyOf(
  operation: Operation,
  ids: readonly string[],
): fc.Arbitrary<{ body?: string; contentType?: string }> {
  if (operation.method === 'GET' || operation.method === 'HEAD') return fc.constant({});
  const json = operation.body
    ? valuesFor(operation.body, ids).map((value) => JSON.stringify(value) ?? 'null')
    : fc.constant('{}');
  return fc.oneof(
    { weight: 6, arbitrary: json.map((body) => ({ body, contentType: 'application/json' })) },
    { weight: 2, arbitrary: rawBody.map((body) => ({ body, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=zz',
            'application/json; charset=latin1',
          ),
          rawBody,
        )
        .map(([contentType, body]) => ({ body, contentType })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}
