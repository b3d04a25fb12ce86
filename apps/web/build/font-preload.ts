import type { Plugin } from 'vite';

/**
 * The Latin weights of Noto Sans a page's first screen draws with, preloaded so its text appears
 * in its own face at once instead of swapping from the fallback a moment later (or, for a weight
 * found only once the script has rendered, being asked for after the first screen). The landing
 * page's first screen uses body text and the bold headline; the app's shell (`index.html`) opens
 * on a member's home, whose frame and dashboard use 400, 500 (buttons, tabs) and 600 (the brand,
 * the greeting, card titles) and no 700.
 */
const ABOVE_THE_FOLD = ['400', '700'];
const ABOVE_THE_FOLD_OF: Record<string, string[]> = {
  '/index.html': ['400', '500', '600'],
};

/**
 * A built basic Latin face and its weight: the faces the first screens' text needs (the build cuts
 * them, build/small-faces.ts, decision 249), not the whole fontsource ones.
 */
export const BASIC_LATIN_FACE = /^assets\/noto-sans-basic-latin-(\d00)-normal-[\w-]+\.woff2$/;

/** The built basic Latin faces of `weights`, one each; the build fails if one is missing. */
export function basicLatinFiles(files: string[], weights: string[]): string[] {
  return weights.map((weight) => {
    const found = files.filter((file) => BASIC_LATIN_FACE.exec(file)?.[1] === weight);
    if (found.length !== 1) {
      throw new Error(`The build has ${found.length} basic Latin faces of weight ${weight}`);
    }
    return found[0]!;
  });
}

/** Adds `<link rel="preload" as="font">` for those faces to every built page. */
export function fontPreload(): Plugin {
  return {
    name: 'salahkar-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const weights = ABOVE_THE_FOLD_OF[context.path] ?? ABOVE_THE_FOLD;
        const fonts = basicLatinFiles(Object.keys(context.bundle ?? {}), weights);
        return fonts.sort().map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `/${file}`,
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
