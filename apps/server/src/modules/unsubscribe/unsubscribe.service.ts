import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { notificationSettings, users } from '../../db/schema/index.ts';
import { withDefaults } from '../reach/notification-settings.ts';
import { unsubscribeSigner, type UnsubscribeGrant } from '../mail/unsubscribe-tokens.ts';

/** A valid unsubscribe link: what it switches off, and its person's language for the page. */
export interface UnsubscribeLink extends UnsubscribeGrant {
  language: Language;
}

/** What a token grants, or null for a forged, mangled or unknown one. Reads only. */
export async function readUnsubscribeLink(
  ctx: AppContext,
  token: string | undefined,
): Promise<UnsubscribeLink | null> {
  const grant = token ? (await unsubscribeSigner(ctx.config)).verify(token) : null;
  if (!grant) return null;
  const [person] = await ctx.db
    .select({ language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, grant.userId));
  return { ...grant, language: person?.language ?? DEFAULT_LANGUAGE };
}

/**
 * Turns the link's kind of email off in the person's settings (the other switches as they were,
 * the defaults where they had none). Idempotent; an account deleted since has nothing to switch.
 */
export async function turnEmailOff(ctx: AppContext, grant: UnsubscribeGrant): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, grant.userId));
    if (!person) return;
    const [saved] = await tx
      .select({ settings: notificationSettings.settings })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, grant.userId))
      .for('update');
    const settings = withDefaults(saved?.settings ?? {});
    settings.channels[grant.kind].email = false;
    await tx
      .insert(notificationSettings)
      .values({ userId: grant.userId, settings })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { settings } });
  });
}
