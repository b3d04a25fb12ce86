import { OTP_TTL_MS, PROFESSIONAL_REVIEW_TIME_TEXT, RESET_TOKEN_TTL_MS } from '@salahkar/domain';
import type { MailMessage } from '../../adapters/mail/index.ts';

// The account mails: plain text first (what every client shows), with a simple HTML twin.

const SIGN_OFF = ['Warm regards,', 'Team Salahkar'];
const minutes = (ms: number) => Math.round(ms / 60_000);

export function otpMail(to: string, code: string): MailMessage {
  const lines = [
    'Hello,',
    '',
    `Your Salahkar verification code is ${code}.`,
    '',
    `Enter it on the registration page to confirm your email address. The code is valid for ${minutes(OTP_TTL_MS)} minutes and can be used once.`,
    '',
    'If you did not try to create a Salahkar account, you can ignore this email. Please do not share this code with anyone; our team will never ask for it.',
  ];
  return mail(to, `Your Salahkar verification code: ${code}`, lines);
}

export function welcomeMail(to: string, firstName: string, signInUrl: string): MailMessage {
  const lines = [
    `Hello ${firstName},`,
    '',
    'Welcome to Salahkar. Your account is ready.',
    '',
    'You can now describe your question, receive offers from verified CAs, lawyers, doctors, engineers and career consultants, and chat with the professional you choose.',
    '',
    `Sign in any time at ${signInUrl}`,
  ];
  return mail(to, 'Welcome to Salahkar', lines);
}

export function applicationReceivedMail(to: string, firstName: string): MailMessage {
  const lines = [
    `Hello ${firstName},`,
    '',
    'Thank you for applying to offer consultations on Salahkar. We have received your application and credentials.',
    '',
    `Our team will review them within ${PROFESSIONAL_REVIEW_TIME_TEXT}. We will email you as soon as a decision is made; once approved, you can sign in and start sending offers.`,
  ];
  return mail(to, 'We have received your Salahkar application', lines);
}

export function resetMail(to: string, firstName: string, resetUrl: string): MailMessage {
  const lines = [
    `Hello ${firstName},`,
    '',
    'We received a request to reset the password of your Salahkar account. Open this link to choose a new password:',
    '',
    resetUrl,
    '',
    `The link is valid for ${minutes(RESET_TOKEN_TTL_MS)} minutes and works once. Resetting your password signs you out on every other device.`,
    '',
    'If you did not ask for this, you can ignore this email: your password stays the same.',
  ];
  return mail(to, 'Reset your Salahkar password', lines);
}

/** A mail in the house style: the lines as plain text, signed, with a simple HTML twin. */
export function mail(to: string, subject: string, lines: string[]): MailMessage {
  const all = [...lines, '', ...SIGN_OFF];
  const paragraphs = all
    .join('\n')
    .split('\n\n')
    .map((paragraph) => `<p>${linkify(escapeHtml(paragraph)).replaceAll('\n', '<br>')}</p>`);
  return {
    to,
    subject,
    text: all.join('\n'),
    html: `<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">${paragraphs.join('')}</div>`,
  };
}

function linkify(html: string): string {
  return html.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
