import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSULTATION_ACTIONS, TRANSITION_SITES } from '@salahkar/domain';

// The domain's "where it happens" pointers (TRANSITION_SITES) name a file under apps/server/src/
// and the function in it that performs each consultation transition; a rename or move that forgets
// the pointer fails here rather than leaving a reader at a dead end.

const SRC = new URL('../', import.meta.url);

describe('TRANSITION_SITES', () => {
  it.each(CONSULTATION_ACTIONS)('points %s at a function that exists', (action) => {
    const [file, name] = TRANSITION_SITES[action].split('#') as [string, string];
    const text = readFileSync(new URL(file, SRC), 'utf8');
    expect(text).toMatch(new RegExp(`\\bfunction ${name}\\b`));
  });
});
