// The sign-in entry's two screens (app/auth-router.tsx, decision 222), each a chunk of its own:
// /login does not download the registration form (its tabs, the code dialog, the credential
// uploads, the professional's fields) and /register not the login form. A link between them
// starts the other's download as soon as the visitor shows they mean to follow it
// (`preloadScreen`), so the screen is usually there by the click.

/** The login screen's component, once its code has arrived. */
export const loadLoginScreen = () =>
  import('./components/login-page.tsx').then((module) => module.LoginPage);

/** The registration screen's component, once its code has arrived. */
export const loadRegisterScreen = () =>
  import('./components/register-page.tsx').then((module) => module.RegisterPage);

const LOADERS = { '/login': loadLoginScreen, '/register': loadRegisterScreen };

/**
 * Handlers for a link to `/login` or `/register` that start that screen's download on the first
 * sign of intent: the pointer over it, a finger on it, or the keyboard's focus. A failed download
 * is left for the navigation to try again (and report).
 */
export function preloadScreen(path: keyof typeof LOADERS) {
  const start = () => {
    LOADERS[path]().catch(() => {});
  };
  return { onPointerEnter: start, onTouchStart: start, onFocus: start };
}
