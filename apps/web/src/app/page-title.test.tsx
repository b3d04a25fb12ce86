import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { AuthenticatedOnly } from './route-guards.tsx';
import { routes } from './router.tsx';
import { pageTitleOf } from './page-title.ts';

/** The paths of the router's table that need a session. */
function signedInPaths(table: RouteObject[]): string[] {
  return table.flatMap((route) => {
    const guarded = isValidElement(route.element) && route.element.type === AuthenticatedOnly;
    const own = guarded ? (route.children ?? []).map((child) => child.path ?? '') : [];
    return [...own, ...signedInPaths(route.children ?? [])];
  });
}

describe('the tab title of signed-in screens', () => {
  it('names every signed-in route (and the dashboard at /) with its own title', () => {
    const paths = ['/', ...signedInPaths(routes).filter((path) => path !== '/dashboard')];
    expect(paths.length).toBeGreaterThan(6);
    const titles = paths.map((path) =>
      pageTitleOf(path.replace(':id', 'a1').replace(':orderId', 'o1')),
    );
    expect(titles).not.toContain(undefined);
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(i18n._(title!)).not.toBe(title);
  });

  it('has no title for a path outside the table', () => {
    expect(pageTitleOf('/no-such-page')).toBeUndefined();
  });
});
