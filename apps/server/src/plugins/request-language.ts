import type { FastifyRequest } from 'fastify';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  languageFromAcceptLanguage,
  type Language,
} from '@salahkar/domain';

/**
 * The language a request speaks when there is no account to ask (a visitor registering, asking
 * for a reset link, writing to us, opening a public page): the choice the web app's switch kept
 * in the `salahkar.lang` cookie, else the browser's Accept-Language, else English.
 */
export function requestLanguage(
  request: Pick<FastifyRequest, 'headers'> & { cookies?: Record<string, string | undefined> },
): Language {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return languageFromAcceptLanguage(request.headers['accept-language']);
}
