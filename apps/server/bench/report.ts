import type { Result } from 'autocannon';

/** One measured endpoint: what was asked, as whom, and what autocannon saw. */
export interface Round {
  path: string;
  as: string;
  result: Result;
}

/** A round fails on any non-2xx answer or connection error: a fast 401 or 429 proves nothing. */
export function failed({ result }: Round): boolean {
  return result.non2xx > 0 || result.errors > 0;
}

/** The results as an aligned text table: requests/s, latency percentiles (ms) and failures. */
export function formatTable(rounds: Round[]): string {
  const header = ['endpoint', 'as', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'non-2xx', 'errors'];
  const rows = rounds.map(({ path, as, result }) => [
    `GET ${path}`,
    as,
    result.requests.average.toFixed(0),
    String(result.latency.p50),
    String(result.latency.p97_5),
    String(result.latency.p99),
    String(result.non2xx),
    String(result.errors),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  // Text columns line up on the left, numbers on the right, so digits of one magnitude align.
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** Why a round failed: its status codes other than 2xx, e.g. `401 × 5210`, and its errors. */
export function describeFailure({ path, as, result }: Round): string {
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stats]) => `${code} × ${stats.count ?? 0}`);
  if (result.errors > 0) codes.push(`${result.errors} errors (${result.timeouts} timeouts)`);
  return `GET ${path} as ${as}: ${codes.join(', ')}`;
}
