import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receipts } from '../db/schema/index.ts';
import { signIn, TEST_PASSWORD } from '../test/accounts.ts';
import type { TestApp } from '../test/app.ts';
import {
  buildMarketplaceApp,
  type Marketplace,
  marketplace,
  type Person,
} from '../test/marketplace.ts';
import {
  AnswerChecker,
  recordAnswers,
  type OpenApiDocument,
  type RecordedAnswer,
} from '../test/openapi-answers.ts';
import {
  createPaidConsultation,
  createRequestWithOffers,
  paymentOfConsultation,
} from '../test/payments.ts';

// What a client generated from /api/docs/json reads: every answer these calls get (successes,
// refusals, redirects, files) must be one the document describes, checked with Ajv as such a
// client would (decision 218).

let t: TestApp;
let m: Marketplace;
let answers: RecordedAnswer[];
let document: OpenApiDocument;
beforeAll(async () => {
  t = await buildMarketplaceApp();
  m = marketplace(t);
  answers = recordAnswers(t);
  document = (await (await t.request('/api/docs/json')).json()) as OpenApiDocument;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const get = (person: Person | null, pathname: string) => m.callAs(person, pathname);
const send = (person: Person | null, method: string, pathname: string, json?: unknown) =>
  m.callAs(person, pathname, { method, ...(json === undefined ? {} : { json }) });

/** The answers recorded since `from`, with what is wrong with each by the document. */
function problemsSince(from: number): string[] {
  const checker = new AnswerChecker(document);
  return answers.slice(from).flatMap((answer) => checker.problemsOf(answer));
}

describe('the OpenAPI document', () => {
  it('describes the session cookie and every operation’s refusals', () => {
    expect(document.components).toMatchObject({
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'salahkar.sid' } },
    });
    const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(100);
    for (const { path, method, operation } of operations) {
      for (const status of ['400', '401', '403', '404', '409']) {
        expect(operation.responses?.[status], `${method} ${path} ${status}`).toMatchObject({
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        });
      }
    }
    const user = document.paths['/api/auth/user']?.get as { security?: unknown };
    expect(user.security).toEqual([{ session: [] }]);
    const health = document.paths['/api/health']?.get as { security?: unknown };
    expect(health.security).toBeUndefined();
  });

  it('lists null in every nullable enum', () => {
    const missing: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as { nullable?: boolean; enum?: unknown[] };
      if (schema.nullable === true && schema.enum && !schema.enum.includes(null))
        missing.push(where);
      for (const [key, value] of Object.entries(node)) walk(value, `${where}/${key}`);
    };
    walk(document, '#');
    expect(missing).toEqual([]);
  });

  it('documents DELETEs as 204, the login redirect as 302, files by their media type', () => {
    const paths = document.paths as Record<string, Record<string, { responses: object }>>;
    expect(Object.keys(paths['/api/auth/sessions/{id}']!.delete!.responses)).toContain('204');
    expect(Object.keys(paths['/api/auth/sessions/{id}']!.delete!.responses)).not.toContain('200');
    expect(paths['/api/login']!.get!.responses).toHaveProperty('302');
    expect(paths['/api/logout']!.post!.responses).toHaveProperty('204');
    expect(paths['/api/receipts/{id}/pdf']!.get!.responses).toMatchObject({
      200: { content: { 'application/pdf': {} } },
    });
    expect(paths['/api/admin/financial/export']!.get!.responses).toMatchObject({
      200: { content: { 'application/pdf': {}, 'text/csv': {} } },
    });
    // The ETag'd reads answer a browser whose copy is current with 304 and no body.
    for (const path of ['/api/landing', '/api/professions', '/api/specializations']) {
      expect(paths[path]!.get!.responses, path).toHaveProperty('304');
    }
    expect(paths['/api/urgency-pricing']!.get!.responses).not.toHaveProperty('304');
    // A public profile's photo: for anyone, in the image types a profile photo may have.
    const photo = paths['/api/professionals/{slug}/photo']!.get! as {
      description?: string;
      responses: object;
      security?: unknown;
    };
    expect(photo.description).toMatch(/public profile's photo/);
    expect(photo.responses).toMatchObject({
      200: { content: { 'image/jpeg': {}, 'image/png': {}, 'image/webp': {} } },
      404: { content: { 'application/json': {} } },
    });
    expect(photo.security).toBeUndefined();
  });

  it('refuses an answer that breaks it (the check can fail)', () => {
    const checker = new AnswerChecker(document);
    const answer = (status: number, body: unknown, contentType = 'application/json') => ({
      method: 'GET',
      pathname: '/api/auth/user',
      status,
      contentType,
      body: JSON.stringify(body),
    });
    expect(checker.problemsOf(answer(200, { id: 'not-a-user' })).length).toBeGreaterThan(0);
    expect(checker.problemsOf(answer(401, { message: 'no code' }))).not.toEqual([]);
    expect(checker.problemsOf(answer(200, {}, 'text/plain'))).not.toEqual([]);
    expect(
      checker.problemsOf({ ...answer(204, ''), method: 'DELETE', pathname: '/api/nowhere' }),
    ).toEqual(['DELETE /api/nowhere → 204: the path is not in the document']);
  });
});

describe('real answers', { timeout: 120_000 }, () => {
  it('of a visitor: public reads, refusals and the login redirect', async () => {
    const from = answers.length;
    for (const pathname of [
      '/api/health',
      '/api/professions',
      '/api/specializations',
      '/api/urgency-pricing',
      '/api/landing',
      '/api/push/public-key',
      '/api/auth/user',
      '/api/notifications',
      '/api/admin/overview',
    ]) {
      await get(null, pathname);
    }
    const redirect = await t.request('/api/login', { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect((await get(null, '/api/logout')).status).toBe(405);
    expect((await send(null, 'POST', '/api/contact', { name: '' })).status).toBe(400);
    expect(
      (
        await send(null, 'POST', '/api/auth/login', {
          email: 'x@example.com',
          password: 'wrong-password-1',
        })
      ).status,
    ).toBe(401);
    expect(problemsSince(from)).toEqual([]);
    const statuses = new Set(answers.slice(from).map((answer) => answer.status));
    for (const status of [200, 302, 400, 401, 405]) expect(statuses).toContain(status);
  });

  it('of a person who posts, gets offers, pays and reads the receipt', async () => {
    const from = answers.length;
    const { owner, professional, consultationId } = await createPaidConsultation(t);
    const payment = await paymentOfConsultation(t, consultationId);
    // The receipt issued when the payment was captured.
    const [receipt] = await t.database.db
      .select({ id: receipts.id })
      .from(receipts)
      .where(eq(receipts.paymentId, payment.id));
    expect(receipt).toBeDefined();
    const waiting = await createRequestWithOffers(t, 2);

    for (const [person, pathname] of [
      [owner, '/api/auth/user'],
      [owner, '/api/auth/sessions'],
      [owner, '/api/profile/notifications'],
      [owner, '/api/notifications'],
      [owner, '/api/notifications/unread-count'],
      [owner, '/api/stats/user'],
      [owner, '/api/consultations'],
      [owner, '/api/consultations/accepted'],
      [owner, `/api/consultations/${consultationId}`],
      [owner, `/api/consultations/${consultationId}/offers`],
      [owner, `/api/consultations/${consultationId}/timeline`],
      [owner, `/api/consultations/${consultationId}/messages`],
      [owner, `/api/consultations/${consultationId}/payments`],
      [owner, `/api/video-calls/consultation/${consultationId}`],
      [owner, `/api/receipts/${receipt!.id}/pdf`],
      [owner, '/api/admin/overview'],
      [owner, '/api/consultations/00000000-0000-4000-8000-000000000000'],
      [waiting.owner, '/api/consultations/with-offers'],
      [waiting.owner, `/api/consultations/${waiting.request.id}/offers`],
      [professional, '/api/auth/user'],
      [professional, '/api/professional/offers'],
      [professional, '/api/professional/stats'],
      [professional, '/api/professional/wallet'],
      [professional, '/api/professional/wallet/movements'],
      [professional, '/api/professional/payouts'],
      [professional, '/api/professional/available-consultations'],
      [professional, `/api/consultations/${consultationId}/messages`],
      [professional, `/api/receipts/${receipt!.id}/pdf`],
    ] as const) {
      await get(person, pathname);
    }
    const posted = await send(owner, 'POST', '/api/consultations', m.consultationInput());
    expect(posted.status).toBe(201);
    // A second sign-in of the owner, signed out from the first: 204.
    const elsewhere: Person = {
      user: owner.user,
      cookie: await signIn(t, owner.user.email, TEST_PASSWORD),
    };
    const { sessions } = (await (await get(owner, '/api/auth/sessions')).json()) as {
      sessions: { id: string; current: boolean }[];
    };
    const other = sessions.find((session) => !session.current);
    expect(other).toBeDefined();
    expect((await send(owner, 'DELETE', `/api/auth/sessions/${other!.id}`)).status).toBe(204);
    expect((await get(elsewhere, '/api/auth/user')).status).toBe(401);
    expect((await send(owner, 'POST', '/api/logout')).status).toBe(204);

    expect(problemsSince(from)).toEqual([]);
    const seen = answers.slice(from);
    for (const status of [200, 201, 204, 401, 403, 404]) {
      expect(seen.map((answer) => answer.status)).toContain(status);
    }
    expect(seen.some((answer) => answer.contentType.startsWith('application/pdf'))).toBe(true);
  });

  it('of an admin: the console’s reads and exports', async () => {
    const from = answers.length;
    const admin = await m.createPerson({ role: 'admin' });
    const owner = await m.createPerson();
    await m.createConsultation(owner.user);
    await m.createProfessional();
    for (const pathname of [
      '/api/admin/overview',
      '/api/stats/admin',
      '/api/admin/users',
      '/api/admin/pending-professionals',
      '/api/admin/professionals/available',
      '/api/admin/all-consultations',
      '/api/admin/consultations/queries',
      '/api/admin/financial/summary',
      '/api/admin/financial/transactions',
      '/api/admin/payouts',
      '/api/admin/professions',
      '/api/admin/specializations',
      '/api/admin/urgency-pricing',
      '/api/admin/export/users',
      '/api/admin/export/consultations',
      '/api/admin/financial/export?format=csv',
      '/api/admin/financial/export?format=pdf',
    ]) {
      await get(admin, pathname);
    }
    expect(problemsSince(from)).toEqual([]);
    const types = answers.slice(from).map((answer) => answer.contentType.split(';')[0]);
    expect(types).toEqual(expect.arrayContaining(['text/csv', 'application/pdf']));
  });
});
