import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import {
  buildMarketplaceApp,
  callAs,
  createPerson,
  createProfessional,
  type Person,
} from '../../test/marketplace.ts';
import { ADMIN_ROUTES, type AdminRoute } from './admin-routes.ts';

let t: TestApp;
let user: Person;
let professional: Person;
beforeAll(async () => {
  t = await buildMarketplaceApp();
  user = await createPerson(t);
  professional = await createProfessional(t);
});
afterAll(async () => t.close());

const call = (person: Person | null, route: AdminRoute) =>
  callAs(t, person, route.url, {
    method: route.method,
    ...(route.body === undefined ? {} : { json: route.body }),
  });

const name = (route: AdminRoute) => `${route.method} ${route.url}`;

describe('every admin route is for admins only', () => {
  it.each(ADMIN_ROUTES.map((route) => [name(route), route] as const))(
    '%s refuses a visitor, a user and an approved professional',
    async (_name, route) => {
      const visitor = await call(null, route);
      expect(visitor.status, `visitor on ${name(route)}`).toBe(401);
      const asUser = await call(user, route);
      expect(asUser.status, `user on ${name(route)}`).toBe(403);
      expect((await asUser.json()).code).toBe('FORBIDDEN');
      const asProfessional = await call(professional, route);
      expect(asProfessional.status, `professional on ${name(route)}`).toBe(403);
    },
  );

  it('lists each route once', () => {
    const names = ADMIN_ROUTES.map(name);
    expect(new Set(names).size).toBe(names.length);
  });
});
