import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@salahkar/domain';
import { type Access } from './route-access.ts';
import { routesOf, type DeclaredRoute } from '../plugins/access.ts';
import type { TestResponse } from '../test/app.ts';
import { marketplace, useMarketplaceApp, type Person } from '../test/marketplace.ts';

// The access table, built from the routes the app registered (not from a list kept by hand): for
// every /api/ route and every kind of caller, a request with a bad body and query is refused as
// the route declares — 401 or 403 — before validation could answer 400; a caller the route admits
// is never refused for who they are. Then every route with an id in its path is asked about a
// random id by someone who owns nothing: 404 or 403, never a success or a crash.

const ACTORS = [
  'visitor',
  'suspended',
  'user',
  'professional',
  'unapprovedProfessional',
  'admin',
] as const;
type ActorName = (typeof ACTORS)[number];

/** Who each access admits among signed-in, unsuspended people. */
function admits(access: Access, role: Role, isApproved: boolean): boolean {
  if (access === 'public' || access === 'user') return true;
  if (access === 'admin') return role === 'admin';
  if (access === 'approved-professional') return role === 'professional' && isApproved;
  return access.includes(role);
}

const ROLE_OF: Record<Exclude<ActorName, 'visitor' | 'suspended'>, [Role, boolean]> = {
  user: ['user', false],
  professional: ['professional', true],
  unapprovedProfessional: ['professional', false],
  admin: ['admin', true],
};

/** The refusal the route owes the actor (status and code), or null when it admits them. */
function refusalOf(access: Access, actor: ActorName): { status: number; code: string } | null {
  if (access === 'public') return null;
  if (actor === 'visitor') return { status: 401, code: 'UNAUTHENTICATED' };
  if (actor === 'suspended') return { status: 403, code: 'ACCOUNT_SUSPENDED' };
  const [role, isApproved] = ROLE_OF[actor];
  if (admits(access, role, isApproved)) return null;
  const awaitsApproval = access === 'approved-professional' && role === 'professional';
  return { status: 403, code: awaitsApproval ? 'AWAITING_APPROVAL' : 'WRONG_ROLE' };
}

/** The status and error body of a call; the body is always read, so no connection stays busy. */
async function answerOf(response: Promise<TestResponse>) {
  const settled = await response;
  const text = await settled.text();
  let body: { code?: string; message?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON (a PDF, a page, a redirect): no error body to read.
  }
  return { status: settled.status, ...body };
}

/** A refusal for who the caller is, as the access check words it. */
function isAccessRefusal({ status, code, message }: Awaited<ReturnType<typeof answerOf>>): boolean {
  if (status === 401) return true;
  if (status !== 403) return false;
  return (
    code === 'ACCOUNT_SUSPENDED' ||
    code === 'AWAITING_APPROVAL' ||
    (code === 'WRONG_ROLE' && /^Only .+ can do this\.$/.test(message ?? ''))
  );
}

const urlOf = (route: DeclaredRoute, id: string) =>
  route.url.replace(/:(\w+)/g, () => id).replace(/\*$/, 'anything');

/** Routes that end the caller's own sessions, which the other routes' checks still need. */
const SIGNS_OUT = ['/api/logout', '/api/auth/sessions/sign-out-all'];

const nameOf = (route: DeclaredRoute) => `${route.method} ${route.url}`;

// Out of range and of the wrong type for every query schema that reads these.
const BAD_QUERY = '?page=-1&limit=zero&status=nonsense&category=nonsense&format=nonsense';

const t = useMarketplaceApp();
const m = marketplace(t);
let people: Record<Exclude<ActorName, 'visitor'>, Person>;
let routes: readonly DeclaredRoute[];

beforeAll(async () => {
  people = {
    suspended: await m.createPerson(),
    user: await m.createPerson(),
    professional: await m.createProfessional(),
    unapprovedProfessional: await m.createProfessional({ isApproved: false }),
    admin: await m.createPerson({ role: 'admin' }),
  };
  // Suspended after signing in: the session lives on, the account may no longer act.
  const { users } = await import('../db/schema/index.ts');
  const { eq } = await import('drizzle-orm');
  await t.database.db
    .update(users)
    .set({ isSuspended: true })
    .where(eq(users.id, people.suspended.user.id));
  routes = routesOf(t.app);
});

function callWithBadInput(person: Person | null, route: DeclaredRoute): Promise<TestResponse> {
  const url = urlOf(route, randomUUID()) + BAD_QUERY;
  // Redirects (sign-in, sign-out) are answers in their own right: not followed.
  if (route.method === 'GET') return m.callAs(person, url, { redirect: 'manual' });
  // A JSON array: no body schema of ours accepts one.
  return m.callAs(person, url, { method: route.method, json: [], redirect: 'manual' });
}

describe('every /api/ route declares who may call it', () => {
  it('the table covers the API', () => {
    expect(routes.length).toBeGreaterThan(90);
    const names = routes.map(nameOf);
    expect(new Set(names).size).toBe(names.length);
    for (const route of routes) {
      if (route.url.startsWith('/api/admin/')) expect(route.access, nameOf(route)).toBe('admin');
    }
  });

  it('public routes are exactly the ones meant for anyone', () => {
    const open = routes.filter((route) => route.access === 'public').map(nameOf);
    expect(open.filter((name) => !name.includes('/api/docs')).sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/landing',
        'POST /api/auth/login',
        'GET /api/login',
        'GET /api/logout',
        'POST /api/logout',
        'POST /api/auth/forgot-password',
        'GET /api/auth/verify-reset-token/:token',
        'POST /api/auth/reset-password',
        'POST /api/auth/send-otp',
        'GET /api/auth/otp-status',
        'POST /api/auth/verify-otp',
        'POST /api/auth/register-with-otp',
        // Sign-in by SMS code: the same limits and answers as the email sign-in (modules/phone).
        'POST /api/auth/phone/send-code',
        'POST /api/auth/phone/login',
        'POST /api/contact',
        'GET /api/professions',
        'GET /api/specializations',
        'GET /api/urgency-pricing',
        'POST /api/payments/webhook',
        // A mail's one-click unsubscribe: its signed token is the authority (modules/unsubscribe).
        'GET /api/unsubscribe',
        // Public professional profiles and their photos: shown profiles only (decision 215).
        'GET /api/professionals/:slug',
        'GET /api/professionals/:slug/photo',
        'POST /api/unsubscribe',
      ].sort(),
    );
  });

  it("a change to any route's access is a deliberate one (update the snapshot with -u)", () => {
    const byAccess: Record<string, string[]> = {};
    for (const route of routes) {
      const key = Array.isArray(route.access) ? route.access.join('|') : String(route.access);
      (byAccess[key] ??= []).push(nameOf(route));
    }
    for (const names of Object.values(byAccess)) names.sort();
    expect(byAccess).toMatchSnapshot();
  });
});

describe('access is checked before the input is', () => {
  it('refuses or admits each caller on each route as declared', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const actor of ACTORS) {
        // Signing out ends the caller's session(s): checked for a visitor only.
        if (SIGNS_OUT.includes(route.url) && actor !== 'visitor') continue;
        const person = actor === 'visitor' ? null : people[actor];
        const answer = await answerOf(callWithBadInput(person, route));
        const owed = refusalOf(route.access, actor);
        const where = `${actor} on ${nameOf(route)}: ${answer.status}`;
        if (owed) {
          if (answer.status !== owed.status || answer.code !== owed.code) {
            failures.push(`${where} ${answer.code}, expected ${owed.status} ${owed.code}`);
          }
        } else if (isAccessRefusal(answer)) {
          failures.push(`${where}, refused though admitted`);
        } else if (answer.status >= 500) {
          failures.push(`${where}, a crash on bad input`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('a random id owned by no one', () => {
  it('is not found or forbidden on every route with an id, for someone who owns nothing', async () => {
    const nobody = {
      user: await m.createPerson(),
      professional: await m.createProfessional(),
    };
    const callersOf = (access: Access): (Person | null)[] => {
      if (access === 'public') return [null];
      if (access === 'admin') return [people.admin];
      if (access === 'approved-professional') return [nobody.professional];
      if (access === 'user') return [nobody.user, nobody.professional];
      return access.includes('professional') ? [nobody.professional] : [nobody.user];
    };
    const failures: string[] = [];
    const withIds = routes.filter((route) =>
      route.params.some((name) => /^(id|\w+Id)$/.test(name)),
    );
    expect(withIds.length).toBeGreaterThan(30);
    for (const route of withIds) {
      for (const person of callersOf(route.access)) {
        const url = urlOf(route, randomUUID());
        const { status, message } = await answerOf(
          route.method === 'GET'
            ? m.callAs(person, url)
            : m.callAs(person, url, { method: route.method, json: {} }),
        );
        const allowed = route.takesBody ? [400, 403, 404] : [403, 404];
        if (!allowed.includes(status)) {
          failures.push(
            `${person?.user.role ?? 'visitor'} on ${nameOf(route)}: ${status} ${message}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
