import type { ContactMessageInput } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';

/**
 * Stores a visitor's message and queues its mail to support in one transaction. The mail outbox
 * delivers it, retrying while the mail server is down, so the visitor is never turned away for
 * our mail server's sake and support always gets the mail (decision 093).
 */
export async function sendContactMessage(
  ctx: AppContext,
  input: ContactMessageInput,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values(input);
    await enqueueMail(
      tx,
      {
        to: ctx.config.SUPPORT_EMAIL,
        replyTo: input.email,
        subject: `[Contact] ${input.subject}`,
        text: contactMailText(input),
      },
      { kind: 'contact' },
    );
  });
}

function contactMailText(input: ContactMessageInput): string {
  return [
    `From: ${input.name} <${input.email}>`,
    `Subject: ${input.subject}`,
    '',
    input.message,
    '',
    'Reply to this email to answer the visitor directly. We promise a reply within 24 hours.',
  ].join('\n');
}
