import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@salahkar/domain/schemas/profile';
import { getQueryFn, isSuspendedError } from '@/lib/api-client.ts';
import { handleSuspendedAccount } from '@/lib/auth-failures.ts';

/** The key of the signed-in person's query; invalidate it after login, registration or profile edits. */
export const CURRENT_USER_QUERY_KEY = ['/api/auth/user'] as const;

/** The signed-in person as GET /api/auth/user returns them (the domain's `currentUserSchema`). */
export type { CurrentUser };

const fetchUserOrNull = getQueryFn<CurrentUser>({ on401: 'returnNull' });

/** A 401 means a visitor; a suspended account is signed out too (docs/product/rulings.md, R-40). */
const fetchCurrentUser: typeof fetchUserOrNull = async (context) => {
  try {
    return await fetchUserOrNull(context);
  } catch (error) {
    if (!isSuspendedError(error)) throw error;
    handleSuspendedAccount();
    return null;
  }
};

/** Who is signed in: `data` is the person, `null` for a visitor, `undefined` while loading. */
export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: fetchCurrentUser,
    staleTime: 30_000,
    gcTime: 60_000,
  });
}
