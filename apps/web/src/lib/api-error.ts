/**
 * A failed API call. `message` follows the spec (docs/product/rulings.md, R-39): the status, a
 * colon and a space, then the body text or, when the body is empty, the status text. `code` and
 * `serverMessage` come from the server's JSON error body `{ code, message }` when it sent one.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  /** The input field the server said its message is about (e.g. `otp`), when it named one. */
  readonly field: string | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    const body = parseErrorBody(bodyText);
    this.code = body?.code;
    this.serverMessage = body?.message;
    this.field = body?.field;
  }
}

function parseErrorBody(
  bodyText: string,
): { code?: string; message?: string; field?: string } | null {
  if (!bodyText) return null;
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { code, message, field } = parsed as Record<string, unknown>;
    return {
      code: typeof code === 'string' ? code : undefined,
      message: typeof message === 'string' ? message : undefined,
      field: typeof field === 'string' ? field : undefined,
    };
  } catch {
    return null;
  }
}
