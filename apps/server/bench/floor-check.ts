import http from 'node:http';
import { isDeepStrictEqual } from 'node:util';

/** How the two servers' answers compared, before anything is timed. */
export type Agreement = 'identical' | 'equal' | 'mismatch';

export interface CheckResult {
  path: string;
  agreement: Agreement;
  /** Why they differ (mismatch), or what differs only in form (equal: key order, spacing). */
  detail?: string;
}

/**
 * Fetches one endpoint from both servers as the same person and compares the bodies: byte for
 * byte first, then as parsed JSON. A ratio against a floor that answers something else would
 * measure nothing, so a mismatch makes that endpoint's ratio invalid.
 */
export async function compareAnswers(
  projectUrl: string,
  floorUrl: string,
  path: string,
  cookie: string | undefined,
): Promise<CheckResult> {
  const [project, floor] = await Promise.all(
    [projectUrl, floorUrl].map((base) => getText(base + path, cookie)),
  );
  if (project!.status !== 200 || floor!.status !== 200) {
    const detail = `status ${project!.status} (project) vs ${floor!.status} (floor)`;
    return { path, agreement: 'mismatch', detail };
  }
  const headers = headerDifference(project!.headers, floor!.headers);
  if (headers) return { path, agreement: 'mismatch', detail: headers };
  const [a, b] = [comparable(path, project!.text), comparable(path, floor!.text)];
  if (a === b) return { path, agreement: 'identical' };
  const [parsedA, parsedB] = [JSON.parse(a) as unknown, JSON.parse(b) as unknown];
  if (isDeepStrictEqual(parsedA, parsedB)) {
    return { path, agreement: 'equal', detail: 'same values, different key order or spacing' };
  }
  return { path, agreement: 'mismatch', detail: firstDifference(parsedA, parsedB, '$') };
}

/**
 * Headers are work too (an ETag is hashed, security headers are written on every answer): the
 * floor sends the product's. Those of the connection, and the length (the bodies are compared
 * on their own), are left out.
 */
const CONNECTION_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

function headerDifference(
  project: http.IncomingHttpHeaders,
  floor: http.IncomingHttpHeaders,
): string | undefined {
  const names = new Set([...Object.keys(project), ...Object.keys(floor)]);
  for (const name of [...names].sort()) {
    if (CONNECTION_HEADERS.has(name)) continue;
    const [a, b] = [project[name], floor[name]];
    if (!isDeepStrictEqual(a, b)) {
      return `header ${name}: ${JSON.stringify(a)} (project) vs ${JSON.stringify(b)} (floor)`;
    }
  }
  return undefined;
}

/** The health answer carries each process's own uptime: the one field that may rightly differ. */
function comparable(path: string, text: string): string {
  return path === '/api/health' ? text.replace(/"uptimeSeconds":\d+/, '"uptimeSeconds":0') : text;
}

/** The JSON path of the first difference, with both values, to fix the floor (or the server). */
function firstDifference(a: unknown, b: unknown, at: string): string {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return `${at}: ${JSON.stringify(a)} (project) vs ${JSON.stringify(b)} (floor)`;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const [x, y] = [(a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]];
    if (!isDeepStrictEqual(x, y)) return firstDifference(x, y, `${at}.${key}`);
  }
  return `${at}: differs`;
}

/**
 * One GET on a connection of its own. fetch would reuse a keep-alive socket idle since the last
 * check, which the server may close just as the request goes out ("fetch failed").
 */
export function getText(url: string, cookie: string | undefined) {
  return new Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      const headers = cookie ? { cookie } : {};
      const request = http.get(url, { agent: false, headers }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text, headers: response.headers }),
        );
        response.on('error', reject);
      });
      request.on('error', reject);
    },
  );
}
