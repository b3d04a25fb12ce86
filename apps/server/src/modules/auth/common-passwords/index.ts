import { readFileSync } from 'node:fs';
import path from 'node:path';
import { badField } from '../../../errors.ts';

// The 10,000 most common passwords (generate.ts), all lower-case. Compared without case: 'Password1'
// is as guessable as 'password1'. Read on first use, so a server that never registers anyone
// does not pay for it.

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Refuses a new password that is on the list, with a 400 a person can act on. */
export function assertNotCommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw badField('PASSWORD_TOO_COMMON', 'password');
  }
}
