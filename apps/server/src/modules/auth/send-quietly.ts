import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage } from '../../adapters/mail/index.ts';
import type { AppContext } from '../../context.ts';

/**
 * Sends a mail whose failure must not undo what already happened (an account created, a reset
 * requested): the failure is logged for the operator instead of shown to the person.
 */
export async function sendQuietly(
  ctx: AppContext,
  log: FastifyBaseLogger,
  message: MailMessage,
): Promise<void> {
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    log.error({ err: error, subject: message.subject }, 'mail could not be sent');
  }
}
