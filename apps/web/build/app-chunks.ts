import type { Rolldown } from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

/**
 * The chunks of a member's first screen, in place of the forty-odd files the bundler made of it
 * (each module two lazy screens share, or the app shares with a light page, became a chunk of its
 * own, most of them under two KB: each a request, which a phone's link and main thread pay for
 * before the dashboard's first paint):
 *
 * - `shell`: what the app's entry imports (`src/main.tsx` and everything under it);
 * - `member-home`: what a member's home adds to it (the signed-in frame and the client's
 *   dashboard, `preloadHome` in `main.tsx`), with whatever other screens share with them;
 * - `shared-<pages>`: what the home shares with the first screen of light pages (`landing`,
 *   the policies' `legal`, the sign-in pages' `login` and `register`, `offline`), a chunk for
 *   each set of such pages: `shared-login-register` is what the home and both sign-in screens load
 *   at once;
 * - `shared-later`: our own modules of the home that a light page loads only later (the
 *   professional's registration form's textarea), a few KB;
 * - `light-<pages>`: what the first screens of several light pages share that neither their
 *   entry nor the home has (the sign-in screens' form fields), a chunk for each set of pages.
 *
 * A page downloads no more than before: the home needs every one of these chunks, and a light
 * page at once exactly those named after it. A library a light page loads only later (zod, for
 * the forms' checks) stays in the chunk the bundler gives it: the graph read here holds every
 * import, also those the bundler drops as unused, and through them the home "reaches" it. So does
 * anything the home does not load (a dialog, another screen).
 */
export function appChunkGroups(webRoot: string): CodeSplittingGroup[] {
  const source = (relative: string) => `${webRoot.replace(/\/$/, '')}/${relative}`;
  const APP_ENTRY = source('src/main.tsx');
  const HOME = [source('src/app/signed-in-layout.tsx'), source('src/app/dashboard/home.ts')];
  /**
   * The light pages, by the name their shared chunks take: the inputs that are not the app's
   * (vite.config.ts), each with the screen it shows at once, which it loads lazily (the public
   * pages' from src/public-pages.tsx, the sign-in pages' from src/features/auth/screens.ts).
   */
  const LIGHT_PAGES = {
    landing: [source('build/public-page.html'), source('src/features/landing/index.ts')],
    legal: [source('build/public-page.html'), source('src/features/legal/index.ts')],
    login: [source('auth.html'), source('src/features/auth/components/login-page.tsx')],
    register: [source('auth.html'), source('src/features/auth/components/register-page.tsx')],
    offline: [source('offline.html')],
  };
  /** Started by the sign-in pages' HTML, which imports its entry by address (no module graph). */
  const AUTH_BOOT = source('src/auth-boot.ts');
  /**
   * Vite's helper for lazy imports, which every page has; the bundler's other modules of its own
   * (`\0`) keep their places.
   */
  const PRELOAD_HELPER = '\0vite/preload-helper.js';

  /**
   * Zod comes through one namespace (`z`) that imports all of it, of which the bundler keeps per
   * page only what that page uses (the app's entry only `z.config`, the forms their checks):
   * followed, the graph says the home needs all of it, and the home would download every check.
   * Its modules stay the bundler's.
   */
  const IN_PIECES = /[\\/]node_modules[\\/]zod[\\/]/;

  type Info = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] };
  type Lookup = (id: string) => Info | null;
  /** Every module `roots` reach: through static imports only, or through lazy ones too. */
  const reach = (lookup: Lookup, roots: readonly string[], lazyToo: boolean) => {
    const seen = new Set<string>();
    const queue = [...roots];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id)) continue;
      const info = lookup(id);
      if (!info || IN_PIECES.test(id)) continue;
      seen.add(id);
      queue.push(...info.importedIds);
      if (lazyToo) queue.push(...info.dynamicallyImportedIds);
    }
    return seen;
  };

  // The graph is the same for every call of one chunking pass, whose objects it reuses: worked
  // out on the pass's first call. A build without the app's entry (the service worker's) has none.
  const plans = new WeakMap<object, Map<string, string>>();
  const plan = (lookup: Lookup) => {
    const pages = Object.entries(LIGHT_PAGES).map(([name, roots]) => ({
      name,
      atOnce: reach(lookup, roots, false),
      entry: reach(lookup, roots.slice(0, 1), false),
    }));
    const others = reach(lookup, [...Object.values(LIGHT_PAGES).flat(), AUTH_BOOT], true);
    const core = reach(lookup, [APP_ENTRY], false);
    const home = reach(lookup, HOME, false);
    const plan = new Map<string, string>();
    for (const id of new Set([...core, ...home])) {
      if (id === APP_ENTRY || (id.startsWith('\0') && id !== PRELOAD_HELPER)) continue;
      const sharedWith = pages.filter((page) => page.atOnce.has(id)).map((page) => page.name);
      if (sharedWith.length > 0) plan.set(id, `shared-${sharedWith.join('-')}`);
      else if (others.has(id)) {
        if (id.startsWith(source('src/'))) plan.set(id, 'shared-later');
      } else plan.set(id, core.has(id) ? 'shell' : 'member-home');
    }
    // What light pages' first screens share beyond their entries and the home (the sign-in
    // screens' form fields): one chunk per set of pages, not a chunk per module.
    for (const id of new Set(pages.flatMap((page) => [...page.atOnce]))) {
      if (core.has(id) || home.has(id) || id.startsWith('\0')) continue;
      const sharedBy = pages.filter((page) => page.atOnce.has(id) && !page.entry.has(id));
      if (sharedBy.length > 1) plan.set(id, `light-${sharedBy.map((page) => page.name).join('-')}`);
    }
    return plan;
  };

  return [
    {
      name: (id, context) => {
        const entry = context.getModuleInfo(APP_ENTRY);
        if (!entry) return null;
        let chunkOf = plans.get(entry);
        if (!chunkOf) {
          chunkOf = plan((moduleId) => context.getModuleInfo(moduleId));
          plans.set(entry, chunkOf);
        }
        return chunkOf.get(id) ?? null;
      },
      debugName: 'shell, member-home, shared-<pages> and light-<pages>',
      // Their imports from the chunks shared with the other pages stay in those chunks.
      includeDependenciesRecursively: false,
    },
  ];
}
