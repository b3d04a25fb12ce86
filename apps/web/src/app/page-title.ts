import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { msg, useT } from '@/i18n';

/**
 * The tab title of each signed-in screen (message ids), by the route of the router's table, so
 * two open tabs, the history list and a screen reader's window list tell the screens apart.
 */
const PAGE_TITLES: readonly (readonly [pattern: string, title: string])[] = [
  ['/', msg('app.pageTitles.dashboard')],
  ['/submit-consultation', msg('app.pageTitles.submitConsultation')],
  ['/completed-cases', msg('app.pageTitles.completedCases')],
  ['/consultation/:id', msg('app.pageTitles.consultation')],
  ['/checkout/:orderId', msg('app.pageTitles.checkout')],
  ['/wallet', msg('app.pageTitles.wallet')],
  ['/settings/notifications', msg('app.pageTitles.notificationSettings')],
  ['/admin', msg('app.pageTitles.admin')],
];

/** The title's message id of a signed-in path, if it is one of the table's. */
export function pageTitleOf(pathname: string): string | undefined {
  return PAGE_TITLES.find(([pattern]) => matchPath(pattern, pathname))?.[1];
}

/** Sets the tab title of the signed-in screen on the address bar, in the screen's language. */
export function useSignedInPageTitle(): void {
  const t = useT();
  const { pathname } = useLocation();
  const title = pageTitleOf(pathname);
  useEffect(() => {
    if (title) document.title = t('common.pageTitle', { title: t(title) });
  }, [t, title]);
}
