import { afterAll, beforeAll } from 'vitest';

// Most test files share one app (and often one admin) between their tests: building it is the
// costly part, and each test makes the people and cases it needs. These register the
// beforeAll/afterAll pair once here instead of in every file.

export interface SharedOptions<T> {
  /** Undoes what `make` made, after the last test of the file or describe block. */
  close?: (value: T) => unknown;
  /** For set-ups slower than the hook timeout. */
  timeout?: number;
}

/**
 * Makes a value before the first test of the file (or of the describe block this is called in)
 * and returns a stand-in for it, so tests write `const t = useMarketplaceApp()` at the top and
 * use `t` as the value itself. Reading it before its beforeAll has run throws.
 */
export function shared<T extends object>(
  make: () => Promise<T>,
  options: SharedOptions<T> = {},
): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  }, options.timeout);
  afterAll(async () => {
    if (value && options.close) await options.close(value);
  });
  const made = (): T => {
    if (!value) throw new Error('A shared test value was read before its beforeAll made it.');
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(made(), key),
    has: (_, key) => Reflect.has(made(), key),
    ownKeys: () => Reflect.ownKeys(made()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(made(), key),
  });
}
