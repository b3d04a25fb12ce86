import type { FastifyInstance, FastifyRequest } from 'fastify';
import { outboxDirOf, readOutbox, type OutboxMail } from '../../adapters/mail/index.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { isLoopbackAddress } from './loopback.ts';

/**
 * /dev/mailbox: the dev outbox as a page (and /dev/mailbox.json), so OTP codes and reset links can
 * be read on a machine without SMTP. Registered only in outbox mode, never in production, and
 * never behind a proxy (TRUST_PROXY), where every visitor would arrive from a local address.
 */
export function registerDevMailboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { config } = ctx;
  if (ctx.mailer.mode !== 'outbox' || config.NODE_ENV === 'production' || config.TRUST_PROXY) {
    return;
  }
  const outboxDir = outboxDirOf(config);
  // Anyone who reads the mailbox can reset any account: it answers this machine only.
  const route = { schema: { hide: true }, onRequest: onlyFromThisMachine };

  app.get('/dev/mailbox.json', route, async () => readOutbox(outboxDir));

  app.get('/dev/mailbox', route, async (_request, reply) => {
    const mails = await readOutbox(outboxDir);
    return reply.type('text/html; charset=utf-8').send(mailboxPage(mails));
  });
}

/** Others get the 404 of a server without a mailbox. The socket's address: no header can fake it. */
async function onlyFromThisMachine(request: FastifyRequest): Promise<void> {
  if (!isLoopbackAddress(request.socket.remoteAddress))
    throw new AppError('NOT_FOUND', 'Not found.');
}

function mailboxPage(mails: OutboxMail[]): string {
  const items = mails.length
    ? mails.map(mailCard).join('\n')
    : '<p class="empty">No mail yet. Mails the product sends (codes, reset links, notices) appear here.</p>';
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Salahkar</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f7f5f0;color:#1f2933}
main{max-width:760px;margin:0 auto;padding:24px 16px}
h1{font-size:22px;margin:0 0 4px}.note{color:#52606d;margin:0 0 20px}
article{background:#fff;border:1px solid #e4e1d8;border-radius:10px;padding:16px;margin:0 0 12px}
h2{font-size:16px;margin:0 0 4px}.meta{color:#52606d;font-size:13px;margin:0 0 8px}
pre{white-space:pre-wrap;word-break:break-word;font:14px/1.5 ui-monospace,monospace;margin:0}
.empty{color:#52606d}
</style></head>
<body><main><h1>Dev mailbox</h1>
<p class="note">Mail is kept here because no SMTP server is configured (set SMTP_URL to send real mail). Newest first.</p>
${items}
</main></body></html>`;
}

function mailCard(mail: OutboxMail): string {
  return `<article><h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(new Date(mail.createdAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }))} IST</p>
<pre>${escapeHtml(mail.text)}</pre></article>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
