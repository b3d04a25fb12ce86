import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { routesOf, type DeclaredRoute } from '../plugins/access.ts';
import type { Access } from '../policies/route-access.ts';
import { marketplace, type Person, useMarketplaceApp } from '../test/marketplace.ts';
import { shared } from '../test/shared.ts';

// Every route with an id in its path, read from the app itself: an id that cannot be one answers
// the very 404 an id no row has, with the row's own code, and before the body is looked at.

/** Path params that name something by other than our uuid: `METHOD /path :name`. */
const isNotOurId = (where: string) =>
  where.endsWith(' :orderId') || // the payment gateway's order id
  where === 'DELETE /api/auth/sessions/:id :id'; // a hash of the session's id, as listed

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: { format?: string } }[];
}

const t = useMarketplaceApp();
const m = marketplace(t);
const admin = m.useAdmin();
const professional = shared(() => m.createProfessional());

const nameOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** Each route's path params with their documented format, by `METHOD /path/:name`. */
function pathParamsByRoute(): Map<string, { name: string; format?: string }[]> {
  const document = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const found = new Map<string, { name: string; format?: string }[]>();
  for (const [openApiPath, byMethod] of Object.entries(document.paths)) {
    const url = openApiPath.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(byMethod)) {
      const params = (operation.parameters ?? []).filter((p) => p.in === 'path');
      found.set(
        nameOf({ method: method.toUpperCase(), url }),
        params.map((p) => ({ name: p.name, format: p.schema?.format })),
      );
    }
  }
  return found;
}

/** Someone the route admits: the admin, or an approved professional where only they may call. */
function callerFor(access: Access): Person {
  const onlyProfessionals =
    access === 'approved-professional' ||
    (Array.isArray(access) && !access.includes('admin') && access.includes('professional'));
  return onlyProfessionals ? professional : admin;
}

function uuidRoutes(): DeclaredRoute[] {
  const params = pathParamsByRoute();
  return routesOf(t.app).filter((route) =>
    (params.get(nameOf(route)) ?? []).some((param) => param.format === 'uuid'),
  );
}

function call(route: DeclaredRoute, id: string, json?: unknown) {
  const url = route.url.replace(/:\w+/g, id);
  const withBody = route.method !== 'GET' && json !== undefined;
  return m.jsonAs(callerFor(route.access), url, {
    method: route.method,
    redirect: 'manual',
    ...(withBody ? { json } : {}),
  });
}

describe('a path id that cannot be one', () => {
  it('is a uuid on every route that names a row by id', () => {
    const params = pathParamsByRoute();
    const plain = routesOf(t.app).flatMap((route) =>
      (params.get(nameOf(route)) ?? [])
        .filter((param) => /^id$|Id$/.test(param.name) && param.format !== 'uuid')
        .map((param) => `${nameOf(route)} :${param.name}`)
        .filter((where) => !isNotOurId(where)),
    );
    expect(plain).toEqual([]);
    expect(uuidRoutes().length).toBeGreaterThan(30);
  });

  it("answers the route's own 404, even with a body no schema accepts", async () => {
    const failures: string[] = [];
    for (const route of uuidRoutes()) {
      // A JSON array: no body schema of ours takes one, so a 400 would mean the body came first.
      const { status, body } = await call(route, 'not-an-id', []);
      if (status !== 404 || !/^[A-Z_]+_NOT_FOUND$/.test(body?.code ?? '')) {
        failures.push(`${nameOf(route)}: ${status} ${body?.code}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers as an id no row has, wherever that can be asked without a body', async () => {
    const failures: string[] = [];
    for (const route of uuidRoutes().filter((candidate) => !candidate.takesBody)) {
      const unknown = await call(route, randomUUID());
      for (const id of ['not-an-id', `${randomUUID()}x`, '123']) {
        const malformed = await call(route, id);
        if (malformed.status !== unknown.status || malformed.body?.code !== unknown.body?.code) {
          failures.push(
            `${nameOf(route)} ${id}: ${malformed.status} ${malformed.body?.code}, ` +
              `unknown: ${unknown.status} ${unknown.body?.code}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers as an unknown id on a route with a body, the body being valid', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const answer = await m.jsonAs(admin, `/api/admin/specializations/${id}`, {
        method: 'PUT',
        json: { minPrice: 500, maxPrice: 900 },
      });
      expect(answer, id).toMatchObject({ status: 404, body: { code: 'SPECIALIZATION_NOT_FOUND' } });
    }
  });
});
