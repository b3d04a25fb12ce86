// The sign-in entry's two screens (app/auth-router.tsx, decision 222), each a chunk of its own:
// /login does not download the registration form (its tabs, the code dialog, the credential
// uploads, the professional's fields) and /register not the login form. A link between them
// starts the other's download as soon as the visitor shows they mean to follow it
// (screen-preload.ts, where these loaders are registered).

import { registerScreenLoader } from './screen-preload.ts';

/** The login screen's component, once its code has arrived. */
export const loadLoginScreen = () =>
  import('./components/login-page.tsx').then((module) => module.LoginPage);

/** The registration screen's component, once its code has arrived. */
export const loadRegisterScreen = () =>
  import('./components/register-page.tsx').then((module) => module.RegisterPage);

registerScreenLoader('/login', loadLoginScreen);
registerScreenLoader('/register', loadRegisterScreen);
