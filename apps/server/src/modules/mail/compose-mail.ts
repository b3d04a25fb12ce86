import type { MailMessage } from '../../adapters/mail/index.ts';
import type { MailContent } from './templates/mail-layout.tsx';

export type { MailContent } from './templates/mail-layout.tsx';

/**
 * A mail in the house layout, HTML and text (templates/mail-layout.tsx). The renderer (React and
 * react-email) is loaded on the first mail rather than at start: a server that sends none never
 * loads it, and starting stays as fast as before.
 */
export async function composeMail(
  to: string,
  subject: string,
  content: MailContent,
): Promise<MailMessage & { html: string }> {
  const { renderMail } = await import('./templates/mail-layout.tsx');
  return { to, subject, ...(await renderMail(content)) };
}
