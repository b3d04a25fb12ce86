import { eq } from 'drizzle-orm';
import type { ReachKind } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { users, type MailKind, type QueuedMail } from '../../db/schema/index.ts';
import { mailLink } from './mail-links.ts';
import { unsubscribeSigner, type UnsubscribeGrant } from './unsubscribe-tokens.ts';

/**
 * The mails a person may switch off, and the event (reach kind) whose email switch governs each.
 * Every other mail (a reset link, a code, the welcome, a receipt, a decision about the account)
 * is transactional: always sent, with no unsubscribe link.
 */
export const NOTICE_MAIL_KINDS = {
  offer_received: 'offer_received',
  payment_captured: 'offer_paid',
  new_request: 'new_request',
  missed_call: 'missed_call',
  case_resolved: 'case_resolved',
  refund_completed: 'refund_completed',
  payout_paid: 'payout_paid',
} as const satisfies Partial<Record<MailKind, ReachKind>>;
export type NoticeMailKind = keyof typeof NOTICE_MAIL_KINDS;

/** The web app's notification settings, where every switch can be turned back on. */
export const NOTIFICATION_SETTINGS_PATH = '/settings/notifications';

/** The one-click unsubscribe address of a person's mails of one kind. */
export async function unsubscribeUrl(ctx: AppContext, grant: UnsubscribeGrant): Promise<string> {
  const token = (await unsubscribeSigner(ctx.config)).issue(grant);
  return mailLink(ctx, `/api/unsubscribe?token=${token}`);
}

/**
 * The List-Unsubscribe headers of a queued notice mail (RFC 2369 and 8058), made when it is sent:
 * the outbox keeps no headers, and everything they need is the mail's kind and its recipient's
 * account, found by the address (one indexed read). The token is the same as the footer link's
 * (it is derived, not random). A transactional mail, or one whose address no longer belongs to
 * an account, gets none; its footer link, if any, still works.
 */
export async function unsubscribeHeadersOf(
  ctx: AppContext,
  mail: Pick<QueuedMail, 'kind' | 'to'>,
): Promise<Record<string, string> | undefined> {
  const kind = NOTICE_MAIL_KINDS[mail.kind as NoticeMailKind] as ReachKind | undefined;
  if (!kind) return undefined;
  const [account] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, mail.to.toLowerCase()));
  if (!account) return undefined;
  const url = await unsubscribeUrl(ctx, { userId: account.id, kind });
  const mailto = `mailto:${ctx.config.SUPPORT_EMAIL}?subject=${encodeURIComponent(`unsubscribe ${kind}`)}`;
  return {
    'List-Unsubscribe': `<${url}>, <${mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
