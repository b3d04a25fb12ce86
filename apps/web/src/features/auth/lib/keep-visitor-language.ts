import type { Language } from '@salahkar/domain/language';
import type { ProfileUpdateRequest } from '@salahkar/domain/schemas/profile';
import { takeVisitorChoice } from '@/i18n';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * After a sign-in: the language the visitor chose before it (a '/hi' page, the switch on a public
 * or sign-in page) becomes their profile's, so the app stays in it instead of switching to the
 * one saved earlier (decision 217). Nothing is sent when they chose none or the same one. A
 * failed save does not undo the sign-in: the profile's language then wins, as before.
 */
export async function keepVisitorLanguage(user?: { preferredLanguage?: Language | null }) {
  const chosen = takeVisitorChoice();
  if (!chosen || chosen === user?.preferredLanguage) return;
  try {
    await apiRequest('PUT', '/api/profile', {
      preferredLanguage: chosen,
    } satisfies ProfileUpdateRequest);
  } catch {
    // The sign-in stands; the language saved on the profile is used.
  }
}
