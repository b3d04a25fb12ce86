import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';

/** One raw HTTP answer: its status (0 when none came) and time. */
export interface RawOutcome {
  status: number;
  ms: number;
}

/**
 * POSTs JSON over a kept-alive agent with node:http, which costs the drill far less than fetch:
 * hundreds of clients on the same two cores as the server must not starve it by themselves.
 */
export function postJson(
  agent: http.Agent,
  url: string,
  cookie: string,
  json: unknown,
): Promise<RawOutcome> {
  const body = JSON.stringify(json);
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(url, {
      method: 'POST',
      agent,
      timeout: 30_000,
      headers: {
        cookie,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
      );
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(body);
  });
}

/** The p-th percentile (0–100) of some times, 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A process's resident memory in MB, from /proc (null when it is not running or not Linux). */
export function rssMb(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** Of these chat texts, how many the database holds, and texts it holds more than once. */
export async function storedTexts(
  databaseUrl: string,
  texts: readonly string[],
  prefix: string,
): Promise<{ stored: number; duplicated: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ message: string; copies: number }>(
      'select message, count(*)::int as copies from chat_messages where message like $1 group by message',
      [`${prefix}%`],
    );
    const held = new Map(rows.rows.map((row) => [row.message, row.copies]));
    return {
      stored: texts.filter((text) => held.has(text)).length,
      duplicated: rows.rows.filter((row) => row.copies > 1).length,
    };
  } finally {
    await client.end();
  }
}
