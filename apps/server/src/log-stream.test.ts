import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverLogStream } from './log-stream.ts';

// Decision 204: a person running the server in a terminal reads one line of text per entry; every
// other reader (production, a pipe, a file) gets pino's JSON lines. Redaction holds either way.

let dir: string;
let file: string;
let fd: number;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'salahkar-log-'));
  file = path.join(dir, 'out.log');
  fd = openSync(file, 'w');
});
afterEach(() => {
  closeSync(fd);
  rmSync(dir, { recursive: true, force: true });
});

/** Logs one entry the way the server does (same redact paths) through the chosen stream. */
async function logThrough(nodeEnv: string, isTerminal: boolean): Promise<string> {
  const stream = await serverLogStream(nodeEnv, fd, isTerminal);
  const logger = pino({ redact: ['req.headers.cookie'] }, stream);
  logger.info({ req: { headers: { cookie: 'sid=secret-session' } } }, 'Server listening');
  return readFileSync(file, 'utf8');
}

describe('serverLogStream', () => {
  it('writes a readable line with the level and message in a terminal during development', async () => {
    const text = await logThrough('development', true);
    expect(text).not.toMatch(/^\{/);
    expect(text).toMatch(/INFO.*Server listening/);
    expect(text).toContain('[Redacted]');
    expect(text).not.toContain('secret-session');
  });

  it('writes JSON lines in production even in a terminal', async () => {
    const entry = JSON.parse(await logThrough('production', true)) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 30, msg: 'Server listening' });
    expect(entry['req']).toEqual({ headers: { cookie: '[Redacted]' } });
  });

  it('writes JSON lines in development when the output is not a terminal', async () => {
    const entry = JSON.parse(await logThrough('development', false)) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 30, msg: 'Server listening' });
  });
});
