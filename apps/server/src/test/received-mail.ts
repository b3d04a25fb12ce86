import type { ReceivedMail } from './smtp-peer.ts';

/** The text of a mail as an SMTP peer received it, quoted-printable soft breaks and escapes undone. */
export function decodedBody(mail: ReceivedMail): string {
  return mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset token in a received reset mail. */
export function resetTokenIn(mail: ReceivedMail): string {
  const token = /reset-password\?token=([0-9a-f]{64})/.exec(decodedBody(mail))?.[1];
  if (!token) throw new Error('no reset link in the mail');
  return token;
}
