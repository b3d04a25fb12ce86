import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type pg from 'pg';
import { decodeCursor, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@salahkar/domain';
import {
  availableConsultations,
  consultationsWithOffers,
  ownConsultations,
  pageOfConsultations,
  userStats,
  type FloorViewer,
} from './floor-consultations.ts';
import type { PageParams } from './floor-keyset.ts';
import { liveOffersOf, ownOffers } from './floor-offers.ts';
import { defaultSessionPolicy, findViewer } from './floor-session.ts';
import { openFloorPool, preparedRowsOf, rowsOf } from './floor-sql.ts';

// The floor: the least a server can do to answer the bench's reads correctly. Bare node:http and
// a pg.Pool, no framework, ORM or validation library; the same session lookup, the same SQL and
// the same JSON as the real server. `npm run bench` runs it beside the real server (as a child
// process, like the server) and reports the real server's throughput as a fraction of this one's.

type Access = 'public' | 'signed-in' | 'approved-professional';
type Handler = (pool: pg.Pool, viewer: FloorViewer, page: PageParams) => Promise<unknown>;
interface Route {
  access: Access;
  handle: Handler;
  /** The Cache-Control the real server sends with this answer. */
  cacheControl?: string;
}

const startedAt = Date.now();

/** The catalog may be up to this stale, the same allowance the real server's cache has. */
const CATALOG_TTL_MS = 10_000;
const catalog = new Map<string, { answer: Promise<CachedJson>; expiresAt: number }>();
interface CachedJson {
  json: string;
  etag: string;
}

/** Health answers from the last ping, never querying in the request, as the real server does. */
const PING_EVERY_MS = 1_000;
let databaseReachable = true;

const ROUTES: Record<string, Route> = {
  '/api/health': {
    access: 'public',
    handle: () =>
      Promise.resolve({
        status: 'ok',
        database: 'ok',
        uptimeSeconds: uptime(),
      }),
  },
  '/api/urgency-pricing': {
    access: 'public',
    // Read fresh every time, as a named statement, as the real server reads it (admins edit it live).
    cacheControl: 'no-store',
    handle: (pool) =>
      preparedRowsOf(
        pool,
        `select "id", "urgency_level" as "urgencyLevel", "display_name" as "displayName", "description",
     "response_time" as "responseTime", "display_name_hi" as "displayNameHi",
     "description_hi" as "descriptionHi", "response_time_hi" as "responseTimeHi",
     "min_amount" as "minAmount", "max_amount" as "maxAmount", "is_active" as "isActive"
   from "urgency_pricing" where "is_active" order by "urgency_level"`,
        [],
      ),
  },
  '/api/auth/user': {
    access: 'signed-in',
    cacheControl: 'no-store',
    handle: async (pool, viewer) => {
      const [user] = await preparedRowsOf<Record<string, unknown>>(
        pool,
        `select "id", "email", "first_name" as "firstName", "last_name" as "lastName", "role",
     "is_approved" as "isApproved", "is_email_verified" as "isEmailVerified",
     "professional_applied_at" as "professionalAppliedAt", "rejected_at" as "rejectedAt",
     "specialization", "experience", "bio", "license_number" as "licenseNumber", "mobile",
     "address", "city", "languages", "preferred_language" as "preferredLanguage",
     "profile_image_url" as "profileImageUrl", "profile_photo_required" as "profilePhotoRequired",
     "created_at" as "createdAt"
   from "users" where "id" = $1`,
        [viewer.id],
      );
      return { ...presentUser(user!), firstSession: viewer.firstSession };
    },
  },
  '/api/consultations': {
    access: 'signed-in',
    handle: (pool, viewer, page) =>
      pageOfConsultations(pool, viewer, ownConsultations(viewer), page),
  },
  '/api/consultations/with-offers': {
    access: 'signed-in',
    handle: async (pool, viewer, page) => {
      const found = await pageOfConsultations(pool, viewer, consultationsWithOffers(viewer), page);
      const offers = await liveOffersOf(
        pool,
        found.items.map((item) => item.id),
      );
      const items = found.items.map((item) => ({
        ...item,
        offers: offers.filter((offer) => offer.consultationId === item.id),
      }));
      return { ...found, items };
    },
  },
  '/api/stats/user': { access: 'signed-in', handle: userStats },
  '/api/professional/available-consultations': {
    access: 'approved-professional',
    handle: (pool, viewer, page) =>
      viewer.specialization
        ? pageOfConsultations(pool, viewer, availableConsultations(viewer), page)
        : Promise.resolve({
            items: [],
            page: page.page,
            pageSize: page.pageSize,
            total: 0,
            hasMore: false,
            nextCursor: null,
          }),
  },
  '/api/professional/offers': { access: 'approved-professional', handle: ownOffers },
};

async function handle(pool: pg.Pool, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://floor');
  if (url.pathname === '/api/specializations') {
    const { json, etag } = await specializations(pool);
    // no-cache: kept by the browser but asked for each time, answered 304 while it is current.
    const headers = { 'cache-control': 'no-cache', etag };
    if (request.headers['if-none-match'] === etag) return send(response, 304, '', headers);
    return send(response, 200, json, headers);
  }
  const route = ROUTES[url.pathname];
  if (!route || request.method !== 'GET') return send(response, 404, '{"message":"Not found"}');
  if (url.pathname === '/api/health' && !databaseReachable) {
    const body = { status: 'unavailable', database: 'unreachable', uptimeSeconds: uptime() };
    return send(response, 503, JSON.stringify(body), { 'retry-after': '1' });
  }
  let viewer: FloorViewer = {
    id: '',
    role: 'user',
    isApproved: false,
    specialization: null,
    firstSession: false,
  };
  if (route.access !== 'public') {
    const found = await findViewer(pool, request.headers.cookie, sessionPolicy);
    if (!found) return send(response, 401, '{"message":"Unauthorized"}');
    if (found === 'suspended') return send(response, 403, '{"message":"Suspended"}');
    if (
      route.access === 'approved-professional' &&
      (found.role !== 'professional' || !found.isApproved)
    ) {
      return send(response, 403, '{"message":"Forbidden"}');
    }
    viewer = found;
  }
  const page = pageParamsOf(url);
  if (!page) return send(response, 400, '{"message":"Bad page"}');
  const body = JSON.stringify(await route.handle(pool, viewer, page));
  send(response, 200, body, route.cacheControl ? { 'cache-control': route.cacheControl } : {});
}

/**
 * The catalog, cached as finished JSON with the ETag naming it for CATALOG_TTL_MS, as the real
 * server keeps it (query strings are not read here).
 */
function specializations(pool: pg.Pool): Promise<CachedJson> {
  const cached = catalog.get('specializations');
  if (cached && cached.expiresAt > Date.now()) return cached.answer;
  const answer = rowsOf<Record<string, unknown>>(
    pool,
    `select "specializations"."id", "specializations"."name", "specializations"."name_hi" as "nameHi",
       "specializations"."profession_id" as "professionId",
       "profession_types"."name" as "professionName", "specializations"."min_price" as "minPrice",
       "specializations"."max_price" as "maxPrice"
     from "specializations" inner join "profession_types" on "profession_types"."id" = "specializations"."profession_id"
     where ("specializations"."is_active" = $1 and "profession_types"."is_active" = $2)
     order by "profession_types"."sort_order" asc, "specializations"."sort_order" asc, "specializations"."name" asc`,
    [true, true],
  ).then((rows) => {
    const json = JSON.stringify(rows.map((row) => ({ ...row, isActive: true })));
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    return { json, etag };
  });
  catalog.set('specializations', { answer, expiresAt: Date.now() + CATALOG_TTL_MS });
  answer.catch(() => catalog.delete('specializations'));
  return answer;
}

function pageParamsOf(url: URL): PageParams | null {
  const page = Number(url.searchParams.get('page') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? DEFAULT_PAGE_SIZE);
  const valid = Number.isInteger(page) && page >= 1 && Number.isInteger(pageSize);
  if (!valid || pageSize < 1 || pageSize > MAX_PAGE_SIZE) return null;
  const text = url.searchParams.get('cursor');
  if (text === null) return { page, pageSize };
  const cursor = decodeCursor(text);
  return cursor ? { page, pageSize, cursor } : null;
}

function presentUser(user: Record<string, unknown>) {
  const role = user.role as string;
  const application =
    role === 'admin'
      ? 'none'
      : role === 'professional' && user.isApproved
        ? 'approved'
        : user.rejectedAt
          ? 'rejected'
          : user.professionalAppliedAt || role === 'professional'
            ? 'pending'
            : 'none';
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role,
    isApproved: user.isApproved,
    isEmailVerified: user.isEmailVerified,
    professionalApplication: application,
    specialization: user.specialization,
    experience: user.experience,
    bio: user.bio,
    licenseNumber: user.licenseNumber,
    mobile: user.mobile,
    address: user.address,
    city: user.city,
    languages: user.languages,
    preferredLanguage: user.preferredLanguage,
    profileImageUrl: user.profileImageUrl,
    // owesProfilePhoto (users/user-presenter.ts): an approved professional without a photo.
    profilePhotoRequired:
      role === 'professional' &&
      !user.profileImageUrl &&
      Boolean(user.isApproved || user.profilePhotoRequired),
    createdAt: (user.createdAt as Date).toISOString(),
  };
}

const minutesFromEnv = (name: string, fallback: number) => Number(process.env[name] || fallback);
const USER_POLICY = defaultSessionPolicy(
  minutesFromEnv('SESSION_IDLE_MINUTES', 7 * 24 * 60),
  minutesFromEnv('SESSION_MAX_HOURS', 30 * 24),
);
const ADMIN_POLICY = defaultSessionPolicy(
  minutesFromEnv('ADMIN_SESSION_IDLE_MINUTES', 30),
  minutesFromEnv('ADMIN_SESSION_MAX_HOURS', 12),
);
const sessionPolicy = (role: string) => (role === 'admin' ? ADMIN_POLICY : USER_POLICY);

/**
 * The security headers the real server sends with every API answer (plugins/security.ts): the
 * bench's check compares headers too, so a change there shows up as a mismatch.
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

function send(
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    ...API_HEADERS,
    ...headers,
    ...(status === 304
      ? {}
      : {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        }),
  });
  response.end(body);
}

const uptime = () => Math.floor((Date.now() - startedAt) / 1000);

/** Pings the database every PING_EVERY_MS, one ping at a time, as a named statement. */
function pingInTheBackground(pool: pg.Pool): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const ping = () =>
    void pool
      .query({ name: 'ping', text: 'select 1' })
      .then(
        () => (databaseReachable = true),
        () => (databaseReachable = false),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(ping, PING_EVERY_MS);
      });
  ping();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('The floor needs PostgreSQL: set DATABASE_URL.');
  const pool = openFloorPool(databaseUrl);
  const stopPinging = pingInTheBackground(pool);
  const server = createServer((request, response) => {
    handle(pool, request, response).catch((error: unknown) => {
      console.error('floor:', error);
      if (!response.headersSent) send(response, 500, '{"message":"Internal error"}');
    });
  });
  server.listen(Number(process.env.PORT), '127.0.0.1');
  const stop = () => {
    stopPinging();
    server.close(() => void pool.end().then(() => process.exit(0)));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main();
