import type { QueryFunction } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { busyRetryDelayMs, wait } from './busy-retry.ts';
import { errorText, serverErrorText } from './error-message.ts';

export { ApiError } from './api-error.ts';

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text();
  throw new ApiError(response.status, response.statusText, bodyText);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? JSON.parse(text) : text;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  /** Sent as `Idempotency-Key`: the server answers a repeat of the same call once (money verbs). */
  idempotencyKey?: string;
};

function headersFor(body: unknown, { idempotencyKey }: RequestOptions) {
  const headers: Record<string, string> = {};
  if (body !== undefined && !(body instanceof FormData))
    headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  return Object.keys(headers).length > 0 ? headers : undefined;
}

/**
 * Calls the API with the session cookie. A plain object body is sent as JSON; a `FormData` body
 * (file uploads) is sent as multipart. Resolves with the parsed JSON (or text, or `null` when the
 * response is empty); rejects with an {@link ApiError} on any non-OK status.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const isForm = body instanceof FormData;
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: headersFor(body, options),
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  };
  let response = await fetch(url, init);
  // A write the server was too busy to take is sent again when it says (busy-retry.ts).
  for (let retry = 0; ; retry += 1) {
    const delayMs = busyRetryDelayMs(method, response, retry);
    if (delayMs === null) break;
    await wait(delayMs);
    response = await fetch(url, init);
  }
  await throwIfNotOk(response);
  return (await readBody(response)) as T;
}

/**
 * The body for an endpoint that takes its input as JSON, or, when files go with it, as multipart
 * with that JSON in a `payload` field and each file under `fileField`.
 */
export function payloadWithFiles(
  payload: unknown,
  fileField: string,
  files: readonly File[],
): unknown {
  if (files.length === 0) return payload;
  const form = new FormData();
  form.append('payload', JSON.stringify(payload));
  for (const file of files) form.append(fileField, file, file.name);
  return form;
}

/**
 * PUTs a file's bytes to a signed upload URL, typed as the file is. The URL may point at another
 * origin (an S3 bucket), so the session cookie goes only to our own origin.
 */
export async function uploadToSignedUrl(url: string, file: Blob): Promise<unknown> {
  const response = await fetch(url, {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
  await throwIfNotOk(response);
  return readBody(response);
}

/** The URL a query key stands for: its segments joined by slashes (docs/product/rulings.md, R-38). */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join('/');
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default query function: a GET of the key's URL. With `on401: 'returnNull'` a 401 resolves
 * to `null` ("no signed-in person") instead of failing.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKeyToUrl(queryKey), { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await readBody(response)) as T;
  };
}

/** True for a 401, by status or, for errors from elsewhere, by the spec's message shape. */
export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401;
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** True when the server refused the call because the account is suspended. */
export function isSuspendedError(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  return error.code === 'ACCOUNT_SUSPENDED';
}

/**
 * The server's message for one of a form's fields, when the failure named that field: the form
 * shows it beside the field (aria-invalid, aria-describedby) instead of in a toast.
 */
export function fieldErrorOf<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string } | null {
  if (!(error instanceof ApiError) || !error.field || !error.serverMessage) return null;
  const field = fields.find((name) => name === error.field);
  return field
    ? { field, message: serverErrorText(error.serverMessage, error.code, error.params) }
    : null;
}

/**
 * The message to show for a failed call: the server's own words (in Hindi, their Hindi text), else
 * the given fallback. The same as {@link errorText}.
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  return errorText(error, fallback);
}
