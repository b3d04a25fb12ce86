// The session hooks other parts of the app use. The auth screens live in `pages.ts`, loaded lazily.
export { CURRENT_USER_QUERY_KEY, useCurrentUser, type CurrentUser } from './api/current-user.ts';
export { afterSignInPath, chosenFieldOf } from './lib/sign-in-intent.ts';
