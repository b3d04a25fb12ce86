import { describe, expect, it } from 'vitest';
import { basicLatinFiles } from './font-preload.ts';

// The pages preload the basic Latin faces (decision 249), found by name in the build: a renamed
// face must fail the build rather than leave the pages preloading nothing.

const BUILT = [
  'assets/noto-sans-basic-latin-400-normal-BtEJeV9_.woff2',
  'assets/noto-sans-basic-latin-700-normal-CnfiD19f.woff2',
  'assets/noto-sans-latin-400-normal-BTkUljjl.woff2',
  'assets/noto-sans-latin-700-normal-CrvTEWhy.woff2',
  'assets/index-Cx1.css',
];

describe('the preloaded faces', () => {
  it('are the basic Latin faces of the weights asked for, not the whole ones', () => {
    expect(basicLatinFiles(BUILT, ['400', '700'])).toEqual([
      'assets/noto-sans-basic-latin-400-normal-BtEJeV9_.woff2',
      'assets/noto-sans-basic-latin-700-normal-CnfiD19f.woff2',
    ]);
  });

  it('fail the build when a weight has no basic face', () => {
    expect(() => basicLatinFiles(BUILT, ['400', '500'])).toThrow(
      /0 basic Latin faces of weight 500/,
    );
    expect(() => basicLatinFiles([], ['400'])).toThrow(/weight 400/);
  });
});
