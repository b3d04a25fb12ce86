import { and, eq } from 'drizzle-orm';
import type { MailMessage } from '../../adapters/mail/index.ts';
import type { Transaction } from '../../db/client.ts';
import { signalOnCommit } from '../../db/commit-signals.ts';
import { mailOutbox, type MailKind } from '../../db/schema/index.ts';

// Mail the product sends because something happened (an account created, a reset asked for, an
// offer made) is queued here in the transaction of that change, so it exists exactly when the
// change committed, and a delivery pass sends it afterwards, retrying while the mail server is
// down (decision 093). The verification code too: its request answers at once (otp.service.ts).

export interface QueueOptions {
  kind: MailKind;
  /** Queues the mail once: a second one with the same key is dropped. */
  dedupeKey?: string;
}

/**
 * Queues a mail inside the caller's transaction; it leaves once that transaction has committed,
 * when the commit wakes the delivery pass (mail-delivery.job.ts).
 */
export async function enqueueMail(
  tx: Transaction,
  message: MailMessage,
  options: QueueOptions,
): Promise<void> {
  await enqueueMails(tx, [{ message, ...options }]);
}

/** A mail with its queue options, for enqueueMails. */
export type MailToQueue = QueueOptions & { message: MailMessage };

/** Queues several mails in one statement (a notice to a whole field), like enqueueMail. */
export async function enqueueMails(tx: Transaction, mails: readonly MailToQueue[]): Promise<void> {
  if (mails.length === 0) return;
  await tx
    .insert(mailOutbox)
    .values(
      mails.map(({ message, kind, dedupeKey }) => ({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        replyTo: message.replyTo ?? null,
        kind,
        dedupeKey: dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing();
  signalOnCommit(tx, 'mail-queued');
}

/**
 * Marks the address's mails of one kind that have not left yet as superseded, so a newer one
 * replaces them instead of joining a pile (a person asking again for a reset link while the mail
 * server is down gets one mail once it is back). A mail already being sent is left to go.
 */
export async function supersedeUnsentMails(
  tx: Transaction,
  to: string,
  kind: MailKind,
): Promise<number> {
  const superseded = await tx
    .update(mailOutbox)
    .set({ status: 'superseded', text: null, html: null })
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind), eq(mailOutbox.status, 'pending')))
    .returning({ id: mailOutbox.id });
  return superseded.length;
}
