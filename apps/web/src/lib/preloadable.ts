import { lazy, type ComponentType } from 'react';

/**
 * A screen's code that the entry may fetch before React asks for it. Its lazy components render
 * at once when the code has already arrived: React's `lazy` takes any thenable, and one that calls
 * back straight away lets React draw the screen in the same pass, instead of committing the
 * Suspense fallback first and revealing the screen on a later pass (React holds a reveal back up
 * to 300 ms after a fallback appeared).
 */
export function preloadable<M>(load: () => Promise<M>) {
  let arrived: { module: M } | null = null;
  let loading: Promise<M> | null = null;
  // A fetch that failed (the link dropped) is not kept: the next preload or render asks again.
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        arrived = { module };
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const lazyOf = <P extends object>(pick: (module: M) => ComponentType<P>) =>
    lazy<ComponentType<P>>(() => {
      if (!arrived) return preload().then((module) => ({ default: pick(module) }));
      const ready = { default: pick(arrived.module) };
      // React calls only `then` on what the loader returns (its types ask for a whole Promise).
      const arrivedNow = {
        then: (onFulfilled: (value: typeof ready) => unknown) => onFulfilled(ready),
      };
      return arrivedNow as unknown as Promise<typeof ready>;
    });
  return { preload, lazyOf };
}
