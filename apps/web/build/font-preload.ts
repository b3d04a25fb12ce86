import type { Plugin } from 'vite';

/**
 * The Latin faces of Noto Sans the first screen of the landing page draws with (body text and
 * the bold headline). Preloading them lets the text appear in its own face at once instead of
 * swapping from the fallback a moment later.
 */
const ABOVE_THE_FOLD = /noto-sans-latin-(400|700)-normal-[\w-]+\.woff2$/;

/** Adds `<link rel="preload" as="font">` for those faces to every built page. */
export function fontPreload(): Plugin {
  return {
    name: 'salahkar-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) => ABOVE_THE_FOLD.test(file));
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
