import { assertOutsideTransaction } from '../../db/transaction-guard.ts';

// One HTTP call to a messaging provider (an SMS gateway, WhatsApp's Graph API) and what its answer
// means for the outbox: a refusal that can never succeed (a bad number, a rejected template, a
// revoked key) is final, so the message is not tried again; an outage, a throttle or silence past
// the deadline is worth retrying.

/** The provider refused the message for good: resending the same request cannot succeed. */
export class ProviderRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderRefused';
  }
}

/** 408 and 429 say "not now", not "never". */
const RETRYABLE_4XX = new Set([408, 425, 429]);

export interface ProviderCall {
  /** For errors and logs: "MSG91", "Twilio", "WhatsApp". */
  provider: string;
  url: string;
  /** The provider's own headers (its credentials); accept and content-type are set here. */
  headers: Record<string, string>;
  /** The message, as JSON or (Twilio's API) as form fields; its content-type follows. */
  body: { json: unknown } | { form: URLSearchParams };
  timeoutMs: number;
}

/**
 * POSTs and answers the parsed JSON body of a 2xx (null when it is not JSON). Throws
 * ProviderRefused for a final 4xx, and a plain Error for a 5xx, a throttle, a network failure or
 * no complete answer within the deadline (the body included).
 */
export async function postToProvider(call: ProviderCall): Promise<unknown> {
  const what = `${call.provider} POST ${new URL(call.url).pathname}`;
  assertOutsideTransaction(what);
  const signal = AbortSignal.timeout(call.timeoutMs);
  const [contentType, body] =
    'json' in call.body
      ? ['application/json', JSON.stringify(call.body.json)]
      : ['application/x-www-form-urlencoded', call.body.form.toString()];
  let response: Response;
  let text: string;
  try {
    response = await fetch(call.url, {
      method: 'POST',
      // Every provider answers JSON, which is what this reads.
      headers: { ...call.headers, accept: 'application/json', 'content-type': contentType },
      body,
      signal,
    });
    text = await response.text();
  } catch (error) {
    throw new Error(`${what} failed: ${describeNetworkError(error, call.timeoutMs)}`, {
      cause: error,
    });
  }
  const answer = parseJson(text);
  if (response.ok) return answer;
  const reason = `${what} answered ${response.status}${describeBody(answer)}`;
  if (response.status >= 400 && response.status < 500 && !RETRYABLE_4XX.has(response.status)) {
    throw new ProviderRefused(reason);
  }
  throw new Error(reason);
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The provider's own words about a refusal (never the request, which holds the message). */
function describeBody(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const record = body as Record<string, unknown>;
  const nested = record.error as Record<string, unknown> | undefined;
  const words = [record.message, nested?.message, record.code, nested?.code].find(
    (value) => typeof value === 'string' || typeof value === 'number',
  );
  return words === undefined ? '' : `: ${String(words).slice(0, 200)}`;
}

function describeNetworkError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs} ms`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  if (cause?.code) return cause.code;
  return error instanceof Error ? error.message : 'unknown error';
}
