import { ERROR_CATALOG } from '@salahkar/domain/errors/catalog';
import { currentLanguage, i18n, msg, t } from '@/i18n/i18n.ts';
import { ApiError } from './api-error.ts';

// The server answers every failure with a stable `code`, the `params` its text needs and the
// English `message` (decision 201). The screen words it from the code, in the language on screen,
// through `errors.code.<CODE>`; a code this build does not know shows the server's message.

type Params = Readonly<Record<string, string | number>>;

/** A `{wait}` is seconds: '45 seconds', '3 minutes' (from 90 seconds on, as the server words it). */
function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 90
    ? t(msg('errors.wait.seconds'), { count: whole })
    : t(msg('errors.wait.minutes'), { count: Math.ceil(whole / 60) });
}

function valuesOf(params: Params | undefined): Record<string, string | number> {
  const values: Record<string, string | number> = { ...params };
  if (typeof values.wait === 'number') values.wait = waitText(values.wait);
  return values;
}

/** The text of an error code with its values, in the language on screen; undefined if unknown. */
export function errorCodeText(code: string | undefined, params?: Params): string | undefined {
  const id = `errors.code.${code}`;
  return code && id in i18n.messages ? t(id, valuesOf(params)) : undefined;
}

/** The codes whose English text needs no values, by that text. */
const CODE_BY_TEXT = new Map(
  Object.entries(ERROR_CATALOG)
    .filter(([, entry]) => !entry.message.includes('{'))
    .map(([code, entry]) => [entry.message as string, code]),
);

/**
 * A shared schema's message (a form's field error), or a catalog text a DTO carries (an invalid
 * reset link), in the language on screen. The schemas' texts are kept in the `errors` namespace
 * under their own words; anything else is shown as it is.
 */
export function validationText(text: string): string {
  const id = `errors.${text}`;
  if (id in i18n.messages) return i18n._(id);
  return errorCodeText(CODE_BY_TEXT.get(text)) ?? text;
}

/**
 * The server's `{ code, message, params }` in the language on screen: a schema's refusal
 * (VALIDATION_FAILED) by its message; in English the message as sent (the catalog's English with
 * the values in, which the English `errors.code.*` texts repeat word for word); in another
 * language the code's text, or the message for a code this build does not know.
 */
export function serverErrorText(message: string, code?: string, params?: Params): string {
  if (code === 'VALIDATION_FAILED') return validationText(message);
  if (currentLanguage() === 'en') return message;
  return errorCodeText(code, params) ?? message;
}

/** The request never got an answer (offline, DNS, a dropped connection) or a proxy said so. */
function isConnectionFailure(error: unknown): boolean {
  if (error instanceof ApiError) return !error.code && [502, 503, 504].includes(error.status);
  return error instanceof TypeError || (error instanceof Error && error.name === 'NetworkError');
}

/**
 * What to show for a failed call, in the language on screen: the server's error (see
 * {@link serverErrorText}); without one, the caller's fallback (in Hindi, a lost connection says
 * so first); else a text per code, a connection text or a general one.
 */
export function errorText(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && error.serverMessage) {
    return serverErrorText(error.serverMessage, error.code, error.params);
  }
  const english = currentLanguage() === 'en';
  if (english && fallback !== undefined) return fallback;
  if (isConnectionFailure(error)) return t(msg('errors.app.connection'));
  if (fallback !== undefined) return fallback;
  if (error instanceof ApiError) return errorCodeText(error.code) ?? t(msg('errors.app.unknown'));
  return t(msg('errors.app.unknown'));
}
