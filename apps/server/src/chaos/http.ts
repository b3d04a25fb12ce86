/** One request's outcome as a drill counts it: its status (0 when no answer came) and time. */
export interface Outcome {
  status: number;
  ms: number;
  retryAfter: string | null;
  body: string;
  error: string | null;
}

/** fetch that never throws: a refused or reset connection is an outcome like any other. */
export async function timedFetch(
  url: string,
  init: RequestInit & { json?: unknown; timeoutMs?: number } = {},
): Promise<Outcome> {
  const { json, timeoutMs = 15_000, headers, ...rest } = init;
  const started = performance.now();
  try {
    const response = await fetch(url, {
      ...rest,
      headers: json === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: json === undefined ? rest.body : JSON.stringify(json),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.text();
    return {
      status: response.status,
      ms: performance.now() - started,
      retryAfter: response.headers.get('retry-after'),
      body,
      error: null,
    };
  } catch (error) {
    const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : null;
    const reason = cause?.code ?? (error instanceof Error ? error.name : String(error));
    return {
      status: 0,
      ms: performance.now() - started,
      retryAfter: null,
      body: '',
      error: reason,
    };
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many outcomes had each status, e.g. `503 × 40, 0 × 2`. */
export function statusCounts(outcomes: readonly Outcome[]): string {
  const counts = new Map<number, number>();
  for (const { status } of outcomes) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status || 'no answer'} × ${count}`).join(', ');
}

export function slowest(outcomes: readonly Outcome[]): number {
  return Math.max(0, ...outcomes.map((outcome) => outcome.ms));
}
