/**
 * Whether a failed query broke a unique constraint (SQLSTATE 23505). drizzle wraps the driver's
 * error, and pg and PGlite both carry the code, so the cause chain is searched.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint: broken } = current as Error & { code?: string; constraint?: string };
    if (code === '23505') return constraint === undefined || broken === constraint;
  }
  return false;
}

/** What a failed query may say in a log: no parameters, no driver message (they quote values). */
export interface QueryFailureSummary {
  type: 'QueryFailed';
  /** SQLSTATE, e.g. 23505 unique violation, 22P02 bad input syntax. */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The statement and its first table, `insert into users`: never its values. */
  query?: string;
  stack?: string;
}

/**
 * A failed query's error reduced to what a log may keep, or null when no query failed anywhere in
 * the cause chain. Drizzle's message is "Failed query: … params: …" and the driver's quotes the
 * offending value ('Key (email)=(…)', 'invalid input syntax: "…"'): password hashes and personal
 * data would reach the logs, so neither is kept, nor the stack's first line that repeats them.
 */
export function summarizeQueryFailure(error: unknown): QueryFailureSummary | null {
  let query: string | undefined;
  let driver: (Error & Record<string, unknown>) | undefined;
  for (let current = error; current instanceof Error; current = current.cause) {
    const fields = current as Error & Record<string, unknown>;
    if (typeof fields.query === 'string' && 'params' in fields) query ??= fields.query;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) driver ??= fields;
  }
  if (query === undefined && driver === undefined) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    type: 'QueryFailed',
    code: text(driver?.code),
    constraint: text(driver?.constraint),
    table: text(driver?.table),
    column: text(driver?.column),
    query: query === undefined ? undefined : queryName(query),
    stack: error instanceof Error ? stackFrames(error) : undefined,
  };
}

function queryName(query: string): string | undefined {
  const write = /^\s*(insert\s+into|update|delete\s+from)\s+"?([\w.]+)"?/i.exec(query);
  if (write) return `${write[1]!.toLowerCase().replace(/\s+/, ' ')} ${write[2]}`;
  const read = /^\s*select\b[\s\S]*?\bfrom\s+"?([\w.]+)"?/i.exec(query);
  if (read) return `select from ${read[1]}`;
  return /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase();
}

function stackFrames(error: Error): string | undefined {
  return error.stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}
