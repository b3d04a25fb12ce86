import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { mailLink } from '../mail/mail-links.ts';
import { NOTIFICATION_SETTINGS_PATH } from '../mail/unsubscribe-links.ts';
import { UNSUBSCRIBE_PAGE_CSP, unsubscribePage, type UnsubscribePage } from './unsubscribe-page.ts';
import { readUnsubscribeLink, turnEmailOff } from './unsubscribe.service.ts';
import { routeOptions } from '../../http/route-options.ts';

const query = z.object({ token: z.string().max(200).optional() });

/**
 * The unsubscribe link of notice mails (RFC 8058). GET shows a page with a button and changes
 * nothing; POST (the button, or a mail client's one-click `List-Unsubscribe=One-Click`) turns the
 * token's kind of email off. Neither needs a session: the signed token is the whole authority, so
 * POST is exempt from the same-origin rule (plugins/security.ts), which guards cookies it never
 * reads. A forged or mangled token gets a 400 page saying so.
 */
export function registerUnsubscribeRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    // Mail clients post a form; this scope alone reads one (the API elsewhere reads JSON).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    // Only the shared per-address limit: one-click POSTs come from a mailbox provider's few
    // servers on behalf of many people, and a bad token costs one HMAC and no query.
    const options = routeOptions({ access: 'public', tags: ['notifications'], query });

    routes.get('/api/unsubscribe', options, async (request, reply) => {
      const link = await readUnsubscribeLink(ctx, request.query.token);
      if (!link) return sendPage(reply, 400, { state: 'invalid' });
      return sendPage(
        reply,
        200,
        { state: 'confirm', kind: link.kind, token: request.query.token! },
        link.language,
      );
    });

    routes.post('/api/unsubscribe', options, async (request, reply) => {
      const link = await readUnsubscribeLink(ctx, request.query.token);
      if (!link) return sendPage(reply, 400, { state: 'invalid' });
      await turnEmailOff(ctx, link);
      return sendPage(reply, 200, { state: 'done', kind: link.kind }, link.language);
    });
  });

  function sendPage(
    reply: FastifyReply,
    status: number,
    page: UnsubscribePage,
    language = DEFAULT_LANGUAGE,
  ) {
    return reply
      .code(status)
      .header('content-security-policy', UNSUBSCRIBE_PAGE_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(unsubscribePage(page, language, mailLink(ctx, NOTIFICATION_SETTINGS_PATH)));
  }
}
