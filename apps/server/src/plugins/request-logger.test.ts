import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyRequestLogger } from './request-logger.ts';

// A request's logger is pino's child made on first use: the lines it writes must be the child's.

function logger(level: pino.Level) {
  const lines: string[] = [];
  const log = pino({ level, base: null, timestamp: false }, { write: (line) => lines.push(line) });
  return { log, lines };
}

describe('the lazy request logger', () => {
  it('writes the lines a child of the app logger writes', () => {
    const eager = logger('info');
    const lazy = logger('info');
    const bindings = { reqId: 'req-1' };
    for (const { log } of [eager, lazy]) {
      const child =
        log === eager.log ? log.child(bindings, {}) : lazyRequestLogger(log, bindings, {});
      child.info({ route: '/api/auth/user' }, 'request completed');
      child.warn('slow');
      child.debug('not written');
      child.child({ part: 'inner' }).error('inner line');
    }
    expect(lazy.lines).toEqual(eager.lines);
    expect(lazy.lines).toHaveLength(3);
    expect(JSON.parse(lazy.lines[0]!)).toMatchObject({ reqId: 'req-1', msg: 'request completed' });
  });

  it('makes no child for lines below the level', () => {
    const { log, lines } = logger('warn');
    const child = vi.spyOn(log, 'child');
    const request = lazyRequestLogger(log, { reqId: 'req-2' }, {});
    request.info('incoming request');
    request.debug('detail');
    expect(child).not.toHaveBeenCalled();
    expect(request.level).toBe('warn');
    request.error('failed');
    expect(child).toHaveBeenCalledTimes(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ reqId: 'req-2', msg: 'failed' });
  });

  it('follows a level set on the request logger itself', () => {
    const { log, lines } = logger('warn');
    const request = lazyRequestLogger(log, { reqId: 'req-3' }, {});
    request.level = 'debug';
    request.debug('now written');
    expect(lines).toHaveLength(1);
    expect(log.level).toBe('warn');
  });

  it("gives a route with a level of its own pino's child at once", () => {
    const { log } = logger('warn');
    const child = vi.spyOn(log, 'child');
    lazyRequestLogger(log, { reqId: 'req-4' }, { level: 'debug' });
    expect(child).toHaveBeenCalledTimes(1);
  });
});
