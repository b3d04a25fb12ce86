/** One thing a drill checked: what survived (PASS) or not (FAIL), with the numbers that say so. */
export interface Check {
  drill: string;
  check: string;
  result: 'PASS' | 'FAIL' | 'SKIP';
  numbers: string;
}

/** A check that passes when `passed`, else fails, with its numbers either way. */
export function check(drill: string, what: string, passed: boolean, numbers: string): Check {
  return { drill, check: what, result: passed ? 'PASS' : 'FAIL', numbers };
}

export function skipped(drill: string, why: string): Check {
  return { drill, check: 'skipped', result: 'SKIP', numbers: why };
}

/** The checks as an aligned text table, the drill's name on its first row only. */
export function formatChecks(checks: readonly Check[]): string {
  const header = ['drill', 'check', 'result', 'numbers'];
  const rows = checks.map((entry, index) => [
    index > 0 && checks[index - 1]!.drill === entry.drill ? '' : entry.drill,
    entry.check,
    entry.result,
    entry.numbers,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** Milliseconds as people read them: 850 ms, 2.4 s. */
export function duration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
