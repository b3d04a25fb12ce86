import type { ContactMessageInput } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { unavailable } from '../../errors.ts';

/**
 * Stores a visitor's message and mails it to support, both or neither: the row is written in a
 * transaction that only commits once the mail has been handed over.
 */
export async function sendContactMessage(
  ctx: AppContext,
  input: ContactMessageInput,
): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(contactMessages).values(input);
      await ctx.mailer.send({
        to: ctx.config.SUPPORT_EMAIL,
        replyTo: input.email,
        subject: `[Contact] ${input.subject}`,
        text: contactMailText(input),
      });
    });
  } catch (error) {
    throw Object.assign(
      unavailable(
        `We could not send your message right now. Please try again, or email us at ${ctx.config.SUPPORT_EMAIL}.`,
      ),
      { cause: error },
    );
  }
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
