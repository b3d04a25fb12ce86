import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { admittedBy, type Access, type SessionUser } from '../policies/route-access.ts';

type HookDone = (error?: Error) => void;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every /api/ route must say (see registerAccess). */
    access?: Access;
  }
  interface FastifyRequest {
    /** The person the route's access admitted (null on public routes): read it with `signedIn`. */
    admittedUser: SessionUser | null;
  }
}

/** A route as the access table sees it: what it answers and whom it admits. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  /** The path's parameters, `:id` and the like. */
  params: string[];
  /** Whether the route validates a body (or reads a form), so an empty one may be refused. */
  takesBody: boolean;
}

/** The access every route registered in a scope gets (an admin scope, the docs' scope). */
const SCOPE_ACCESS = Symbol('scopeAccess');

const declaredRoutes = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/**
 * Who may call a route is declared once, on the route: `config: { access }`, or by registering
 * it in a scope opened with `scopeAccess`. At startup every /api/ route must have an access (a
 * route that forgot makes the server refuse to start) and every /api/admin/ route must be
 * admin-only; on each request to a route that is not public, the route's onRequest hook enforces
 * it before the body is read, and keeps the person for the handler (`signedIn`). Call before any
 * route is registered.
 */
export function registerAccess(app: FastifyInstance): void {
  const routes: DeclaredRoute[] = [];
  declaredRoutes.set(app, routes);
  // On the request itself rather than in a WeakMap keyed by it (decision 226).
  app.decorateRequest('admittedUser', null);

  app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
    const scoped = (this as unknown as Record<symbol, Access | undefined>)[SCOPE_ACCESS];
    const declared = route.config?.access;
    if (scoped && declared && declared !== scoped) {
      throw new Error(`${route.method} ${route.url} declares ${String(declared)} in a scope`);
    }
    const access = declared ?? scoped;
    if (access && access !== 'public') admitOnRequest(route, access);
    if (!route.url.startsWith('/api/') && route.url !== '/api') return;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no access`);
    if (route.url.startsWith('/api/admin/') && access !== 'admin') {
      throw new Error(`${String(route.method)} ${route.url} is an admin route but not admin-only`);
    }
    route.config = { ...route.config, access };
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const params = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
      const takesBody = Boolean(route.schema?.body ?? route.schema?.consumes);
      routes.push({ method, url: route.url, access, params, takesBody });
    }
  });
}

/**
 * Public routes get no hook at all; the others their own, first among the route's onRequest
 * hooks (before the rate limit's) and after the app's, so the cookies are parsed by then.
 */
function admitOnRequest(route: RouteOptions, access: Access): void {
  // Callback style: the only promise waited on is the session lookup's.
  const admitHook = (request: FastifyRequest, _reply: FastifyReply, done: HookDone) => {
    request.loadSession().then((session) => {
      let user: SessionUser | null;
      try {
        user = admittedBy(session, access);
      } catch (error) {
        return done(error as Error);
      }
      if (user) request.admittedUser = user;
      done();
    }, done);
  };
  route.onRequest = [admitHook, ...[route.onRequest ?? []].flat()];
}

/** Gives every route registered in `scope` (and its children) this access. */
export function scopeAccess(scope: FastifyInstance, access: Access): void {
  scope.decorate<Access>(SCOPE_ACCESS, access);
}

/** The person the route's access admitted: for handlers of routes that are not public. */
export function signedIn(request: FastifyRequest): SessionUser {
  const user = request.admittedUser;
  if (!user)
    throw new Error(`${request.routeOptions.url ?? request.url} is public: no one signed in`);
  return user;
}

/** Every /api/ route of the app with its access, as they were registered. */
export function routesOf(app: FastifyInstance): readonly DeclaredRoute[] {
  const routes = declaredRoutes.get(app);
  if (!routes) throw new Error('registerAccess was not called on this app');
  return routes;
}
