import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mailboxDirOf, readMailboxMails, type MailboxMail } from '../../adapters/mail/index.ts';
import { readMailboxSms, smsMailboxDirOf, type MailboxSms } from '../../adapters/sms/index.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { isLoopbackAddress, isLoopbackHost } from './loopback.ts';
import { routeOptions } from '../../http/route-options.ts';

/** A mail, or an SMS (`channel: 'sms'`), as the mailbox lists them. */
type Message = MailboxMail | MailboxSms;

/**
 * /dev/mailbox: the dev mailbox as a page (and /dev/mailbox.json), so OTP codes, SMS codes and
 * reset links can be read on a machine without SMTP or an SMS provider: mails and SMS together,
 * newest first. Registered only while one of them goes to the dev mailbox, never in production, and
 * never behind a proxy (TRUST_PROXY), where every visitor would arrive from a local address.
 */
export function registerDevMailboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { config } = ctx;
  const mailsHere = ctx.mailer.mode === 'dev-mailbox';
  const smsHere = config.SMS_PROVIDER === undefined;
  if ((!mailsHere && !smsHere) || config.NODE_ENV === 'production' || config.TRUST_PROXY) {
    return;
  }
  const mailboxDir = mailboxDirOf(config);
  const smsDir = smsMailboxDirOf(config);
  // Anyone who reads the mailbox can reset any account: it answers this machine only.
  const route = { ...routeOptions({ hide: true }), onRequest: onlyFromThisMachine };

  const readMessages = async (): Promise<Message[]> => {
    const [mails, sms] = await Promise.all([
      mailsHere ? readMailboxMails(mailboxDir) : [],
      smsHere ? readMailboxSms(smsDir) : [],
    ]);
    return [...mails, ...sms].sort((a, b) => timeOf(b).localeCompare(timeOf(a)));
  };

  app.get('/dev/mailbox.json', route, readMessages);

  app.get('/dev/mailbox', route, async (_request, reply) => {
    const messages = await readMessages();
    return reply.type('text/html; charset=utf-8').send(mailboxPage(messages));
  });
}

const timeOf = (message: Message) => ('channel' in message ? message.sentAt : message.createdAt);

/**
 * Others get the 404 of a server without a mailbox. The socket's address (no header can fake it)
 * and the Host's name must both be this machine's: a page of a rebinding domain reaches us from
 * this machine's own browser, but under its own name.
 */
async function onlyFromThisMachine(request: FastifyRequest): Promise<void> {
  if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackHost(request.headers.host))
    throw new AppError('NOT_FOUND');
}

function mailboxPage(messages: Message[]): string {
  const items = messages.length
    ? messages
        .map((message) => ('channel' in message ? smsCard(message) : mailCard(message)))
        .join('\n')
    : '<p class="empty">No mail yet. Mails and SMS the product sends (codes, reset links, notices) appear here.</p>';
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Salahkar</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f7f5f0;color:#1f2933}
main{max-width:760px;margin:0 auto;padding:24px 16px}
h1{font-size:22px;margin:0 0 4px}.note{color:#52606d;margin:0 0 20px}
article{background:#fff;border:1px solid #e4e1d8;border-radius:10px;padding:16px;margin:0 0 12px}
article.sms{border-left:4px solid #2f7d5b}
h2{font-size:16px;margin:0 0 4px}.meta{color:#52606d;font-size:13px;margin:0 0 8px}
pre{white-space:pre-wrap;word-break:break-word;font:14px/1.5 ui-monospace,monospace;margin:0}
.empty{color:#52606d}
</style></head>
<body><main><h1>Dev mailbox</h1>
<p class="note">Mail is kept here while no SMTP server is configured (set SMTP_URL to send real mail), and SMS while no SMS provider is (set SMS_PROVIDER). Newest first.</p>
${items}
</main></body></html>`;
}

function mailCard(mail: MailboxMail): string {
  return `<article><h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(istTime(mail.createdAt))} IST</p>
<pre>${escapeHtml(mail.text)}</pre></article>`;
}

function smsCard(sms: MailboxSms): string {
  return `<article class="sms"><h2>SMS to ${escapeHtml(sms.to)}</h2>
<p class="meta">${escapeHtml(istTime(sms.sentAt))} IST</p>
<pre>${escapeHtml(sms.text)}</pre></article>`;
}

function istTime(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
