// What other parts of the app use from sign-in. The auth screens live in `pages.ts`, loaded lazily;
// who is signed in is shared (lib/current-user.ts).
export { afterSignInPath, chosenFieldOf } from './lib/sign-in-intent.ts';
