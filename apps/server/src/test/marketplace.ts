import { eq } from 'drizzle-orm';
import {
  consultations,
  professionalOffers,
  reviews,
  type Consultation,
  type NewConsultation,
  type NewProfessionalOffer,
  type ProfessionalOffer,
  type User,
} from '../db/schema/index.ts';
import { createAccount, signIn, type AccountOverrides } from './accounts.ts';
import { buildTestApp, type TestApp, type TestAppOptions, type TestResponse } from './app.ts';
import { shared } from './shared.ts';

// Factories for the marketplace: people who are signed in, requests and offers written straight
// to the database (fast, any status), and small helpers to call the API as one of those people.

/** A test app whose limits let a test sign in many people and make many calls. */
export function buildMarketplaceApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  return buildTestApp({ RATE_LIMIT_MAX: '100000', LOGIN_MAX_PER_IP: '100000', ...env }, options);
}

/** One marketplace app for the tests of this file (or describe block), closed after the last. */
export function useMarketplaceApp(env: Record<string, string> = {}): TestApp {
  return shared(() => buildMarketplaceApp(env), { close: (t) => t.close() });
}

/** Someone with an account and a live session. */
export interface Person {
  user: User;
  cookie: string;
}

/** Creates an account (see createAccount's defaults) and signs it in through the real login. */
export async function createPerson(t: TestApp, overrides: AccountOverrides = {}): Promise<Person> {
  const { user, password } = await createAccount(t, overrides);
  return { user, cookie: await signIn(t, user.email, password) };
}

/**
 * Someone the tests of this file (or describe block) share, made once the app is built (call it
 * after the app's use…App, at the top of the file or block, not inside a test).
 */
export function usePerson(t: TestApp, overrides: AccountOverrides = {}): Person {
  return shared(() => createPerson(t, overrides));
}

/** An admin the tests of this file (or describe block) share, made once the app is built. */
export function useAdmin(t: TestApp): Person {
  return usePerson(t, { role: 'admin' });
}

/** An approved professional of the category (CA unless told otherwise), signed in. */
export function createProfessional(t: TestApp, overrides: AccountOverrides = {}): Promise<Person> {
  return createPerson(t, { role: 'professional', ...overrides });
}

/** A request body for POST /api/consultations: CA / ITR Filing, normal (₹300–₹1,000). */
export function consultationInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Help filing my ITR',
    description: 'I have salary income and one house property; need help filing ITR-2.',
    category: 'CA',
    subcategory: 'ITR Filing',
    urgencyLevel: 'normal',
    ...overrides,
  };
}

/**
 * A request written straight to the database: CA / ITR Filing, ₹300–₹1,000, open unless told
 * otherwise. Pass assignedTo and a later status for cases already paid for.
 */
export async function createConsultation(
  t: TestApp,
  owner: User,
  overrides: Partial<NewConsultation> = {},
): Promise<Consultation> {
  const [row] = await t.database.db
    .insert(consultations)
    .values({
      title: 'Help filing my ITR',
      description: 'I have salary income and one house property; need help filing ITR-2.',
      category: 'CA',
      subcategory: 'ITR Filing',
      baseFeeAmount: '300.00',
      maxFeeAmount: '1000.00',
      userId: owner.id,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * An offer written straight to the database (₹500, pending); the request moves to
 * pending_offers as the first offer would move it.
 */
export async function createOffer(
  t: TestApp,
  consultation: Consultation,
  professional: User,
  overrides: Partial<NewProfessionalOffer> = {},
): Promise<ProfessionalOffer> {
  const [offer] = await t.database.db
    .insert(professionalOffers)
    .values({
      consultationId: consultation.id,
      professionalId: professional.id,
      offerAmount: '500.00',
      message: 'I can file this today.',
      ...overrides,
    })
    .returning();
  if (consultation.status === 'open') {
    await t.database.db
      .update(consultations)
      .set({ status: 'pending_offers' })
      .where(eq(consultations.id, consultation.id));
  }
  return offer!;
}

/** A review written straight to the database. */
export async function createReview(
  t: TestApp,
  consultation: Consultation,
  rating: number,
): Promise<void> {
  await t.database.db.insert(reviews).values({
    consultationId: consultation.id,
    userId: consultation.userId,
    professionalId: consultation.assignedTo!,
    rating,
  });
}

/** The consultation's row as it is now. */
export async function reloadConsultation(
  t: TestApp,
  id: string,
): Promise<Consultation | undefined> {
  const [row] = await t.database.db.select().from(consultations).where(eq(consultations.id, id));
  return row;
}

/** Calls the API as a person (or anonymously with null). */
export function callAs(
  t: TestApp,
  person: Person | null,
  pathname: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<TestResponse> {
  const headers = new Headers(init.headers);
  if (person) headers.set('cookie', person.cookie);
  return t.request(pathname, { ...init, headers: Object.fromEntries(headers) });
}

/** The status and JSON body of a call, for compact assertions. */
export async function jsonOf(
  response: Promise<TestResponse>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any }> {
  const settled = await response;
  const text = await settled.text();
  return { status: settled.status, body: text ? JSON.parse(text) : null };
}

/** A multipart body with the given files in the `documents` field. */
export function documentsForm(files: { name: string; bytes: Buffer; type?: string }[]): FormData {
  const form = new FormData();
  for (const file of files) {
    form.append(
      'documents',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }),
      file.name,
    );
  }
  return form;
}

/**
 * This file's helpers bound to one app, so a test file writes `const m = marketplace(t)` once and
 * then `m.createPerson()`, `m.jsonAs(alice, '/api/…')` without passing `t` each time or importing
 * each helper (decision 225). `t` may be the stand-in `useMarketplaceApp` returns: it is read only
 * when a helper is called.
 */
export function marketplace(t: TestApp) {
  return {
    createPerson: (overrides?: AccountOverrides) => createPerson(t, overrides),
    createProfessional: (overrides?: AccountOverrides) => createProfessional(t, overrides),
    /** See usePerson: call these at the top of a file or describe block, not inside a test. */
    usePerson: (overrides?: AccountOverrides) => usePerson(t, overrides),
    useAdmin: () => useAdmin(t),
    createConsultation: (owner: User, overrides?: Partial<NewConsultation>) =>
      createConsultation(t, owner, overrides),
    createOffer: (
      consultation: Consultation,
      professional: User,
      overrides?: Partial<NewProfessionalOffer>,
    ) => createOffer(t, consultation, professional, overrides),
    createReview: (consultation: Consultation, rating: number) =>
      createReview(t, consultation, rating),
    reloadConsultation: (id: string) => reloadConsultation(t, id),
    callAs: (person: Person | null, pathname: string, init?: RequestInit & { json?: unknown }) =>
      callAs(t, person, pathname, init),
    /** callAs, answered as its status and JSON body. */
    jsonAs: (person: Person | null, pathname: string, init?: RequestInit & { json?: unknown }) =>
      jsonOf(callAs(t, person, pathname, init)),
    // These need no app; they are here so that a test file's one handle is all it imports.
    jsonOf,
    consultationInput,
    documentsForm,
  };
}

export type Marketplace = ReturnType<typeof marketplace>;
