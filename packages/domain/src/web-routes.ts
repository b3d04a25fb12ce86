/**
 * The addresses of the web app's screens (its router's table, apps/web/src/app/router.tsx, which
 * a web test keeps equal to this list). The server answers any other page address with the
 * not-found page and status 404, instead of an empty app shell and 200 (decision 218). The
 * pre-rendered public pages and their Hindi addresses (`/hi`, `/hi/terms`) are the server's own.
 */
export const WEB_APP_ROUTES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/terms',
  '/privacy',
  '/contact',
  '/cancellation-refund',
  '/submit-consultation',
  '/completed-cases',
  '/consultation/:id',
  '/checkout/:orderId',
  '/wallet',
  '/settings/notifications',
  '/admin',
  '/dashboard',
] as const;

/** `:name` stands for one path segment. */
function matches(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/');
  const given = pathname.split('/');
  return (
    wanted.length === given.length &&
    wanted.every((part, index) =>
      part.startsWith(':') ? given[index] !== '' : part === given[index],
    )
  );
}

/**
 * Whether the web app has a screen at this address (a trailing slash is the same address, as
 * for the app's router).
 */
export function isWebAppRoute(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return WEB_APP_ROUTES.some((pattern) => matches(pattern, trimmed || '/'));
}
