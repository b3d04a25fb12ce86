import type { Rolldown } from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

/**
 * Two chunks for the app's own code on a member's first screen, in place of the forty-odd files
 * of one to two KB the bundler made of it (every module two lazy screens share became a chunk of
 * its own, each a request of its own before the dashboard's first paint):
 *
 * - `shell`: what the app's entry imports (`src/main.tsx` and everything under it);
 * - `member-home`: what a member's home adds to it (the signed-in frame and the client's
 *   dashboard, `preloadHome` in `main.tsx`), with whatever other screens share with them.
 *
 * A module the public pages, the sign-in pages or the offline page can ever load (statically or
 * lazily) is never taken: those stay in the chunks the bundler shares with them, so those pages
 * download what they did before. A module in neither group (a dialog, another screen) stays in
 * the chunk the bundler gives it.
 */
export function appChunkGroups(webRoot: string): CodeSplittingGroup[] {
  const source = (relative: string) => `${webRoot.replace(/\/$/, '')}/${relative}`;
  const APP_ENTRY = source('src/main.tsx');
  const HOME = [source('src/app/signed-in-layout.tsx'), source('src/app/dashboard/home.ts')];
  /** The inputs that are not the app's (vite.config.ts); a module they reach stays theirs. */
  const OTHER_INPUTS = [
    source('build/public-page.html'),
    source('auth.html'),
    source('src/auth-boot.ts'),
    source('offline.html'),
  ];

  type Info = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] };
  type Lookup = (id: string) => Info | null;
  /** Every module `roots` reach: through static imports only, or through lazy ones too. */
  const reach = (lookup: Lookup, roots: readonly string[], lazyToo: boolean) => {
    const seen = new Set<string>();
    const queue = [...roots];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id)) continue;
      const info = lookup(id);
      if (!info) continue;
      seen.add(id);
      queue.push(...info.importedIds);
      if (lazyToo) queue.push(...info.dynamicallyImportedIds);
    }
    return seen;
  };

  // The graph is the same for every call of one chunking pass, whose objects it reuses: worked
  // out on the pass's first call. A build without the app's entry (the service worker's) has none.
  const plans = new WeakMap<object, Map<string, 'shell' | 'member-home'>>();
  const plan = (lookup: Lookup) => {
    const others = reach(lookup, OTHER_INPUTS, true);
    const core = reach(lookup, [APP_ENTRY], false);
    const home = reach(lookup, HOME, false);
    const plan = new Map<string, 'shell' | 'member-home'>();
    const ours = (id: string) =>
      !others.has(id) && id !== APP_ENTRY && !/[\\/]node_modules[\\/]|\0/.test(id);
    for (const id of core) if (ours(id)) plan.set(id, 'shell');
    for (const id of home) if (ours(id) && !core.has(id)) plan.set(id, 'member-home');
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
      debugName: 'shell and member-home',
      // Their imports from the chunks shared with the other pages stay in those chunks.
      includeDependenciesRecursively: false,
    },
  ];
}
