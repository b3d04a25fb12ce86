import type { ErrorCode } from '@salahkar/domain/errors';
import { currentLanguage, i18n, msg, t } from '@/i18n/i18n.ts';
import { ApiError } from './api-error.ts';

/**
 * The screen text of an error the server or a shared schema wrote in English. The `errors`
 * namespace keeps each such text under its own words (`errors.Consultation not found`), with the
 * English text as its English value, so English shows exactly what the server said and Hindi its
 * Hindi text.
 */
function knownText(english: string): string | undefined {
  const id = `errors.${english}`;
  return id in i18n.messages ? i18n._(id) : undefined;
}

/** A Hindi (or English) text per error code, for a server message the catalog does not know. */
const CODE_TEXTS: Record<ErrorCode, string> = {
  VALIDATION_FAILED: msg('errors.code.VALIDATION_FAILED'),
  UNAUTHENTICATED: msg('errors.code.UNAUTHENTICATED'),
  FORBIDDEN: msg('errors.code.FORBIDDEN'),
  ACCOUNT_SUSPENDED: msg('errors.code.ACCOUNT_SUSPENDED'),
  NOT_FOUND: msg('errors.code.NOT_FOUND'),
  CONFLICT: msg('errors.code.CONFLICT'),
  INVALID_STATE: msg('errors.code.INVALID_STATE'),
  PAYLOAD_TOO_LARGE: msg('errors.code.PAYLOAD_TOO_LARGE'),
  UNSUPPORTED_MEDIA_TYPE: msg('errors.code.UNSUPPORTED_MEDIA_TYPE'),
  RATE_LIMITED: msg('errors.code.RATE_LIMITED'),
  INTERNAL: msg('errors.code.INTERNAL'),
  SERVICE_UNAVAILABLE: msg('errors.code.SERVICE_UNAVAILABLE'),
};

/**
 * Server messages built from values (a wait, a range): their pattern, and the id of the text with
 * the same values in it. Checked only for a message the catalog does not know word for word.
 */
const PATTERNS: readonly (readonly [RegExp, string])[] = [
  [/^Please wait (?<wait>.+) before requesting a new code\.$/, msg('errors.pattern.otpCooldown')],
  [
    /^Too many sign-in attempts\. Please wait (?<wait>.+) and try again\.$/,
    msg('errors.pattern.signInAttempts'),
  ],
  [
    /^Too many failed sign-in attempts for this account\. Please wait (?<wait>.+) and try again, or reset your password\.$/,
    msg('errors.pattern.accountSignInAttempts'),
  ],
  [
    /^Too many verification codes requested for this email\. Please wait (?<wait>.+) and try again\.$/,
    msg('errors.pattern.emailCodes'),
  ],
  [
    /^Too many verification codes requested for this number\. Please wait (?<wait>.+) and try again\.$/,
    msg('errors.pattern.phoneCodes'),
  ],
  [
    /^Too many verification codes requested\. Please wait (?<wait>.+) and try again\.$/,
    msg('errors.pattern.codes'),
  ],
  [
    /^Too many verification attempts for this email\. Please wait (?<wait>.+) and try again\.$/,
    msg('errors.pattern.emailVerifications'),
  ],
  [
    /^Too many verification attempts\. Please wait (?<wait>.+) and try again\.$/,
    msg('errors.pattern.verifications'),
  ],
  [
    /^Too many reset requests for this email\. Please wait (?<wait>.+) and try again\.$/,
    msg('errors.pattern.resetRequests'),
  ],
  [
    /^Your offer must be between (?<min>₹[\d,.]+) and (?<max>₹[\d,.]+), the range of this request$/,
    msg('errors.pattern.offerRange'),
  ],
  [
    /^The fee for this request must be between (?<min>₹[\d,.]+) and (?<max>₹[\d,.]+)$/,
    msg('errors.pattern.feeRange'),
  ],
];

/** '45 seconds', '1 second', '3 minutes' (the server's waits) in the language on screen. */
function waitText(english: string): string {
  const match = /^(\d+) (second|seconds|minutes)$/.exec(english);
  if (!match) return english;
  const count = Number(match[1]);
  return match[2] === 'minutes'
    ? t(msg('errors.pattern.minutes'), { count })
    : t(msg('errors.pattern.seconds'), { count });
}

function patternText(english: string): string | undefined {
  for (const [pattern, id] of PATTERNS) {
    const values = pattern.exec(english)?.groups;
    if (!values) continue;
    return t(id, values.wait ? { ...values, wait: waitText(values.wait) } : values);
  }
  return undefined;
}

function codeText(code: string | undefined): string | undefined {
  return code && Object.hasOwn(CODE_TEXTS, code) ? t(CODE_TEXTS[code as ErrorCode]) : undefined;
}

/** The request never got an answer (offline, DNS, a dropped connection) or a proxy said so. */
function isConnectionFailure(error: unknown): boolean {
  if (error instanceof ApiError) return !error.code && [502, 503, 504].includes(error.status);
  return error instanceof TypeError || (error instanceof Error && error.name === 'NetworkError');
}

/**
 * A field error a form shows: a shared schema's message (or the server's, about one field) in the
 * language on screen. A text the catalog does not know is shown as it is.
 */
export function validationText(text: string): string {
  return knownText(text) ?? text;
}

/**
 * The server's `{ code, message }` in the language on screen: in English its message as sent; in
 * Hindi the Hindi text of that message (or of its pattern, for one built from values), else the
 * Hindi text of its code.
 */
export function serverErrorText(message: string, code?: string): string {
  const known = knownText(message);
  if (known !== undefined) return known;
  if (currentLanguage() === 'en') return message;
  return patternText(message) ?? codeText(code) ?? t(msg('errors.app.unknown'));
}

/**
 * What to show for a failed call, in the language on screen: the server's message (see
 * {@link serverErrorText}); without one, the caller's fallback (in Hindi, a lost connection says
 * so first); else a text per code, a connection text or a general one.
 */
export function errorText(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && error.serverMessage) {
    return serverErrorText(error.serverMessage, error.code);
  }
  const english = currentLanguage() === 'en';
  if (english && fallback !== undefined) return fallback;
  if (isConnectionFailure(error)) return t(msg('errors.app.connection'));
  if (fallback !== undefined) return fallback;
  if (error instanceof ApiError) return codeText(error.code) ?? t(msg('errors.app.unknown'));
  return t(msg('errors.app.unknown'));
}
