/**
 * A failed API call. `message` follows the spec (docs/product/rulings.md, R-39): the status, a
 * colon and a space, then the body text or, when the body is empty, the status text. `code`,
 * `params` and `serverMessage` come from the server's JSON error body `{ code, message, params }`
 * when it sent one.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  /** The values the code's text needs (`{ wait: 45 }`). */
  readonly params: Readonly<Record<string, string | number>> | undefined;
  /** The input field the server said its message is about (e.g. `otp`), when it named one. */
  readonly field: string | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    const body = parseErrorBody(bodyText);
    this.code = body?.code;
    this.serverMessage = body?.message;
    this.params = body?.params;
    this.field = body?.field;
  }
}

function parseErrorBody(bodyText: string): {
  code?: string;
  message?: string;
  params?: Record<string, string | number>;
  field?: string;
} | null {
  if (!bodyText) return null;
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { code, message, params, field } = parsed as Record<string, unknown>;
    return {
      code: typeof code === 'string' ? code : undefined,
      message: typeof message === 'string' ? message : undefined,
      params: paramsOf(params),
      field: typeof field === 'string' ? field : undefined,
    };
  } catch {
    return null;
  }
}

/** The strings and numbers of a body's `params`; anything else is dropped. */
function paramsOf(value: unknown): Record<string, string | number> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
