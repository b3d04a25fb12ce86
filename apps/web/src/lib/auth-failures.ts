import { SUSPENSION_REDIRECT_MS, UNAUTHORIZED_REDIRECT_MS } from '@salahkar/domain/limits';
import { notify } from '@/components/ui/toaster.tsx';
import { t } from '@/i18n';
import { isSuspendedError, isUnauthorizedError } from './api-client.ts';

type Navigate = (url: string) => void;

const fullPageLoad: Navigate = (url) => window.location.assign(url);

/**
 * The docs/product/rulings.md reactions to a lost session. Several calls can fail together
 * when a session ends, so each handler shows one toast and makes one redirect for the life of the
 * page.
 */
export function createAuthFailureHandler(navigate: Navigate = fullPageLoad) {
  let redirectPending = false;

  /** A suspended person is told why they are signed out and taken home after 3 s. */
  function onSuspended(): void {
    if (redirectPending) return;
    notify({
      title: t('errors.app.suspendedTitle'),
      description: t('errors.app.suspendedText'),
      variant: 'error',
    });
    if (window.location.pathname === '/') return;
    redirectPending = true;
    setTimeout(() => navigate('/'), SUSPENSION_REDIRECT_MS);
  }

  /** A person whose session ended is told so and sent to the login page after 500 ms. */
  function onUnauthorized(): void {
    if (redirectPending) return;
    redirectPending = true;
    notify({
      title: t('errors.app.unauthorizedTitle'),
      description: t('errors.app.unauthorizedText'),
      variant: 'error',
    });
    setTimeout(() => navigate('/login'), UNAUTHORIZED_REDIRECT_MS);
  }

  /** Handles a 401 or a suspension; returns false (and does nothing) for any other error. */
  function handle(error: unknown): boolean {
    if (isSuspendedError(error)) {
      onSuspended();
      return true;
    }
    if (isUnauthorizedError(error)) {
      onUnauthorized();
      return true;
    }
    return false;
  }

  /** The person signed out on purpose and the page is leaving: calls failing now say nothing. */
  function leave(): void {
    redirectPending = true;
  }

  return { handle, onSuspended, onUnauthorized, leave };
}

const pageHandler = createAuthFailureHandler();

/**
 * The page's handling of a failed call: a 401 or a suspension gets its toast and redirect, and the
 * result says whether it did, so the caller shows no toast of its own.
 */
export const handleAuthFailure = pageHandler.handle;
export const handleSuspendedAccount = pageHandler.onSuspended;
export const handleEndedSession = pageHandler.onUnauthorized;
export const quietWhileSigningOut = pageHandler.leave;

/** True when {@link handleAuthFailure} takes care of this error (the caller should stay quiet). */
export function isAuthFailure(error: unknown): boolean {
  return isSuspendedError(error) || isUnauthorizedError(error);
}
