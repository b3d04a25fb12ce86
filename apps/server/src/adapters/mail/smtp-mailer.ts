import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mailer.ts';

/** Sends through any SMTP server named by a URL such as smtps://user:pass@smtp.example.com:465. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    mode: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
