import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { smtpSendDeadlineMs } from '../../adapters/mail/index.ts';
import type { AppContext } from '../../context.ts';
import { mailOutbox, type QueuedMail, type reachOutbox } from '../../db/schema/index.ts';
import { logSafeError } from '../../log-safe-error.ts';
import { unsubscribeHeadersOf } from './unsubscribe-links.ts';
import type { Job } from '../../jobs/job-runner.ts';

/** Tries before a mail is given up as failed: about three hours of a mail server that is down. */
export const MAIL_MAX_ATTEMPTS = 10;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 60 * 60;
/** Mails one pass sends at most; the rest wait for the next pass. */
const MAILS_PER_PASS = 100;
/** Sent, superseded and failed mails are kept this long for the operator, then removed. */
const KEEP_DAYS = 30;

/** How long after try `attempts` failed the next one comes: 30 s doubling, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_SECONDS);
}

/**
 * Sends the queued mails that are due, one at a time: each is claimed (status 'sending', its try
 * counted, its claim running until well after the send's deadline) by one statement under FOR
 * UPDATE SKIP LOCKED, sent with no transaction open, then marked sent, or due again after a
 * backoff, or failed after its last try. A pass stops at the first failure: the mail server is
 * probably down, and the mails behind it wait for the next pass rather than each time out now.
 * Instances running passes together never send one mail twice; a pass that dies mid-send leaves
 * its mail due again when the claim runs out (it may then go twice: at least once, never lost).
 */
export async function deliverDueMails(ctx: AppContext, now = new Date()): Promise<number> {
  let handled = 0;
  while (handled < MAILS_PER_PASS) {
    const mail = await claimNextMail(ctx, now);
    if (!mail) break;
    handled += 1;
    try {
      await ctx.mailer.send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text ?? '',
        html: mail.html ?? undefined,
        replyTo: mail.replyTo ?? undefined,
        messageId: messageIdOf(ctx, mail.id),
        headers: await unsubscribeHeadersOf(ctx, mail),
      });
    } catch (error) {
      await recordFailedTry(ctx, mail, error, now);
      break;
    }
    await ctx.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: now, text: null, html: null, lastError: null })
      .where(claimed(mail));
  }
  return handled;
}

async function claimNextMail(ctx: AppContext, now: Date): Promise<QueuedMail | undefined> {
  // Well past the longest a send may take (see smtp-mailer.ts), so no live send loses its claim.
  const deadlineSeconds = smtpSendDeadlineMs(ctx.config.SMTP_TIMEOUT_SECONDS * 1000) / 1000;
  const claimSeconds = Math.max(300, deadlineSeconds * 2);
  const due = ctx.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(sql`${mailOutbox.status} in ('pending', 'sending')`, dueBy(now)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [mail] = await ctx.db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + claimSeconds * 1000),
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return mail;
}

/**
 * The outbox row's Message-ID: the same on every try, so should a mail go twice (a pass that died
 * between send and mark) the receiving side can tell it is one mail. Its domain is the sender's.
 */
export function messageIdOf(ctx: AppContext, mailId: string): string {
  const domain = /@([^\s>]+)/.exec(ctx.config.MAIL_FROM)?.[1] ?? 'salahkar.in';
  return `<mail-${mailId}@${domain}>`;
}

/**
 * Due by the later of the pass's clock and the database's. A mail queued a moment ago is due from
 * the database's time, in microseconds, which this process's clock (milliseconds, maybe a little
 * apart) could still read as the future: a pass started right after the commit would skip it.
 */
function dueBy(now: Date) {
  return lte(mailOutbox.nextAttemptAt, sql`greatest(${now.toISOString()}::timestamptz, now())`);
}

/** This pass's claim of the mail, and not a later one's (its claim ran out and was taken again). */
function claimed(mail: QueuedMail) {
  return and(
    eq(mailOutbox.id, mail.id),
    eq(mailOutbox.status, 'sending'),
    eq(mailOutbox.attempts, mail.attempts),
  );
}

async function recordFailedTry(
  ctx: AppContext,
  mail: QueuedMail,
  error: unknown,
  now: Date,
): Promise<void> {
  const last = mail.attempts >= MAIL_MAX_ATTEMPTS;
  const lastError = describeFailure(error);
  await ctx.db
    .update(mailOutbox)
    .set(
      last
        ? { status: 'failed', lastError, text: null, html: null }
        : {
            status: 'pending',
            lastError,
            nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(mail.attempts) * 1000),
          },
    )
    .where(claimed(mail));
  // Neither the address nor the body is logged: the id leads to the row.
  const details = {
    err: logSafeError(error),
    mailId: mail.id,
    kind: mail.kind,
    attempts: mail.attempts,
  };
  if (last) ctx.log.error(details, 'mail could not be delivered; given up');
  else ctx.log.warn(details, 'mail could not be delivered; will try again');
}

/** The mail server's answer, short, with any address in it masked. */
function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error);
  return message.replace(/[^\s<>"'@]+@[^\s<>"']+/g, '<address>').slice(0, 300);
}

/**
 * The timed pass of an outbox (the mail outbox here, the reach outbox in modules/reach), for rows
 * whose prompt pass failed or never ran: deliver what is due, then forget the rows done with
 * (sent, superseded, failed) once they are older than `keepDays`.
 */
export function outboxDeliveryJob(
  name: string,
  outbox: typeof mailOutbox | typeof reachOutbox,
  keepDays: number,
  deliverDue: (ctx: AppContext, now: Date) => Promise<number>,
): Job {
  return {
    name,
    async runOnce(ctx, now = new Date()) {
      const handled = await deliverDue(ctx, now);
      await ctx.db
        .delete(outbox)
        .where(
          and(
            inArray(outbox.status, ['sent', 'superseded', 'failed']),
            lt(outbox.createdAt, new Date(now.getTime() - keepDays * 24 * 60 * 60 * 1000)),
          ),
        );
      return handled;
    },
  };
}

export const mailDeliveryJob = outboxDeliveryJob(
  'mail-delivery',
  mailOutbox,
  KEEP_DAYS,
  deliverDueMails,
);
