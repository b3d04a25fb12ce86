import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@salahkar/domain/schemas/profile';
import { getQueryFn, isSuspendedError } from '@/lib/api-client.ts';
import { textsReady } from '@/i18n';
import { handleSuspendedAccount } from '@/lib/auth-failures.ts';

/** The key of the signed-in person's query; invalidate it after login, registration or profile edits. */
export const CURRENT_USER_QUERY_KEY = ['/api/auth/user'] as const;

/** The signed-in person as GET /api/auth/user returns them (the domain's `currentUserSchema`). */
export type { CurrentUser };

const fetchUserOrNull = getQueryFn<CurrentUser>({ on401: 'returnNull' });

/**
 * The server's readable twin of the session cookie (no secret in it). Without it nobody is signed
 * in, so a visitor's page does not ask, and the browser logs no failed request.
 */
const SIGNED_IN_HINT = 'salahkar.signed_in';

export function maybeSignedIn(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT}=`));
}

/** After a 401 the session is gone: later pages need not ask again. */
function forgetSignedInHint(): void {
  document.cookie = `${SIGNED_IN_HINT}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** A 401 means a visitor; a suspended account is signed out too (docs/product/rulings.md, R-40). */
const fetchCurrentUser: typeof fetchUserOrNull = async (context) => {
  if (!maybeSignedIn()) return null;
  try {
    const user = await fetchUserOrNull(context);
    if (user === null) forgetSignedInHint();
    return user;
  } catch (error) {
    if (!isSuspendedError(error)) throw error;
    // Its toast is in the page's language, which may still be loading (the entry asks early).
    void textsReady.then(handleSuspendedAccount);
    return null;
  }
};

/** Who is signed in, as the cache asks it: by the hook below, and by the entry before React renders. */
export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_QUERY_KEY,
  queryFn: fetchCurrentUser,
  staleTime: 30_000,
  gcTime: 60_000,
});

/** Who is signed in: `data` is the person, `null` for a visitor, `undefined` while loading. */
export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
