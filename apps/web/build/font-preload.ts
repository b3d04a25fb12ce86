import type { Plugin } from 'vite';

/**
 * The Latin faces of Noto Sans a page's first screen draws with, preloaded so its text appears in
 * its own face at once instead of swapping from the fallback a moment later (or, for a weight
 * found only once the script has rendered, being asked for after the first screen). The landing
 * page's first screen uses body text and the bold headline; the app's shell (`index.html`) opens
 * on a member's home, whose frame and dashboard use 400, 500 (buttons, tabs) and 600 (the brand,
 * the greeting, card titles) and no 700.
 */
const ABOVE_THE_FOLD = /noto-sans-latin-(400|700)-normal-[\w-]+\.woff2$/;
const ABOVE_THE_FOLD_OF: Record<string, RegExp> = {
  '/index.html': /noto-sans-latin-(400|500|600)-normal-[\w-]+\.woff2$/,
};

/** Adds `<link rel="preload" as="font">` for those faces to every built page. */
export function fontPreload(): Plugin {
  return {
    name: 'salahkar-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const faces = ABOVE_THE_FOLD_OF[context.path] ?? ABOVE_THE_FOLD;
        const fonts = Object.keys(context.bundle ?? {}).filter((file) => faces.test(file));
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
