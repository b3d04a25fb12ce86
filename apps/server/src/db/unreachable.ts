/**
 * The database could not be reached at all: no connection could be opened or handed out. Thrown
 * where a driver error alone would not say so (a transaction that failed before it began).
 */
export class DatabaseUnreachableError extends Error {
  constructor(cause: unknown) {
    super('The database could not be reached', { cause });
    this.name = 'DatabaseUnreachableError';
  }
}

// SQLSTATEs of a server that is going away or refusing connections: class 08 (connection
// exception), 57P01–57P03 (shut down by an admin, crashed, not accepting connections yet) and
// 53300 (too many connections). A query that breaks a rule has another code and stays a 500.
const OUTAGE_SQLSTATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

// What pg and PGlite say when the connection itself failed, as opposed to the query.
const OUTAGE_MESSAGES: [RegExp, string][] = [
  [/timeout exceeded when trying to connect/, 'no connection free in the pool in time'],
  [/Connection terminated due to connection timeout/, 'connect timed out'],
  [/Connection terminated/, 'connection terminated'],
  [/Client has encountered a connection error/, 'connection broken'],
  [/Client was closed and is not queryable/, 'connection closed'],
  [/Cannot use a pool after calling end/, 'pool closed'],
  [/PGlite is closed/, 'database closed'],
];

// Socket errors: only counted when the chain shows they came from a query or a connect.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Every error in a chain: itself, its causes, and the errors an AggregateError gathers. */
function* chainOf(error: unknown, depth = 0): Generator<Error> {
  if (!(error instanceof Error) || depth > 10) return;
  yield error;
  if (error instanceof AggregateError) {
    for (const inner of error.errors) yield* chainOf(inner, depth + 1);
  }
  yield* chainOf(error.cause, depth + 1);
}

/**
 * Why the database is unreachable, in a few words fit for a log line (a SQLSTATE, a socket error
 * code, what pg said about the connection), or null when the error is something else: a failed
 * constraint, a bug. Drizzle wraps driver errors ("Failed query: …") so the whole chain is read.
 */
export function databaseOutageReason(error: unknown): string | null {
  const chain = [...chainOf(error)];
  const fromDatabase = chain.some(
    (link) =>
      link instanceof DatabaseUnreachableError ||
      (typeof (link as { query?: unknown }).query === 'string' && 'params' in link),
  );
  for (const link of chain) {
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && OUTAGE_SQLSTATES.test(code)) return `SQLSTATE ${code}`;
    const known = OUTAGE_MESSAGES.find(([pattern]) => pattern.test(link.message));
    if (known) return known[1];
    if (fromDatabase && typeof code === 'string' && NETWORK_CODES.has(code)) return code;
  }
  // Marked where it was known, whatever the driver said.
  if (chain.some((link) => link instanceof DatabaseUnreachableError)) return 'no connection';
  return null;
}

/** Marks a failure to open a connection as the database being unreachable, when it is one. */
export function asConnectFailure(error: unknown): unknown {
  const network = [...chainOf(error)].some((link) => {
    const code = (link as { code?: unknown }).code;
    return typeof code === 'string' && NETWORK_CODES.has(code);
  });
  return network ? new DatabaseUnreachableError(error) : error;
}
