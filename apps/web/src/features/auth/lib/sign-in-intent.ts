import { CATEGORIES, type Category } from '@salahkar/domain/enums';

// What a visitor meant to do when a button sent them to sign up or sign in: which field they
// chose (`?field=CA`) or which page of ours to open afterwards (`?next=/wallet`). Both travel in
// the address through /register and /login, and are checked here before they are followed.

/** The field a visitor chose, when the address names one of the catalog's categories. */
export function chosenFieldOf(search: URLSearchParams): Category | null {
  const field = search.get('field');
  return CATEGORIES.find((category) => category === field) ?? null;
}

/**
 * A path on this site, or null. Anything that could leave the origin (`//host`, `/\host`,
 * `https://…`, `javascript:`) is refused, so `?next=` can never send anyone elsewhere.
 */
export function sameOriginPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return null;
  }
  const url = new URL(next, 'https://salahkar.invalid');
  if (url.origin !== 'https://salahkar.invalid') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a person goes once signed in: the post form for their chosen field, a safe `next`, or home. */
export function afterSignInPath(search: URLSearchParams): string {
  const field = chosenFieldOf(search);
  if (field) return `/?field=${field}`;
  return sameOriginPath(search.get('next')) ?? '/';
}

/** `/register` or `/login` keeping the visitor's intent, so switching between them loses nothing. */
export function authPathKeepingIntent(path: '/register' | '/login', search: URLSearchParams) {
  const kept = new URLSearchParams();
  const field = chosenFieldOf(search);
  const next = sameOriginPath(search.get('next'));
  if (field) kept.set('field', field);
  else if (next) kept.set('next', next);
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
