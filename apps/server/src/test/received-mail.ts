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

/** A received mail taken apart: its headers (unfolded, names in lower case) and its parts. */
export interface ParsedMail {
  headers: Map<string, string>;
  /** The top-level Content-Type's media type, e.g. multipart/alternative. */
  type: string;
  text: string | null;
  html: string | null;
}

/**
 * Parses what an SMTP peer received as a mail client would, enough for our mails: one level of
 * multipart (text and HTML alternatives) or a single part, quoted-printable or base64, UTF-8.
 */
export function parseMail(mail: ReceivedMail): ParsedMail {
  const { headers, body } = splitEntity(mail.raw);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1, -1);
    for (const section of sections) {
      const part = splitEntity(section.replace(/^\r?\n/, ''));
      const partType = (part.headers.get('content-type') ?? 'text/plain').split(';')[0]!.trim();
      parts.push({ type: partType, content: decodePart(part.headers, part.body) });
    }
  } else {
    parts.push({ type, content: decodePart(headers, body) });
  }
  return {
    headers,
    type,
    text: parts.find((part) => part.type === 'text/plain')?.content ?? null,
    html: parts.find((part) => part.type === 'text/html')?.content ?? null,
  };
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodePart(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
