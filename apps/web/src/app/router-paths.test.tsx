import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isWebAppRoute, WEB_APP_ROUTES } from '@salahkar/domain/web-routes';
import { routes } from './router.tsx';

function pathsOf(table: RouteObject[]): string[] {
  return table.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...pathsOf(route.children ?? []),
  ]);
}

describe("the server's list of the app's screens", () => {
  it('is the router’s table, so the server answers 404 exactly where the app shows Page Not Found', () => {
    expect([...pathsOf(routes)].sort()).toEqual([...WEB_APP_ROUTES].sort());
  });

  it('matches addresses as the router does', () => {
    expect(isWebAppRoute('/consultation/3f1c')).toBe(true);
    expect(isWebAppRoute('/wallet/')).toBe(true);
    expect(isWebAppRoute('/consultation/')).toBe(false);
    expect(isWebAppRoute('/consultation/a/b')).toBe(false);
    expect(isWebAppRoute('/no-such-page')).toBe(false);
  });
});
