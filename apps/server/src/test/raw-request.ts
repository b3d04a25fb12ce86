import http from 'node:http';
import type { TestApp } from './app.ts';

/** An answer as the raw client received it. */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A request made by hand, so its headers go out as given: fetch will not set Host, which a
 * rebinding page or an outside probe does. A body is sent as JSON.
 */
export function rawRequest(
  t: Pick<TestApp, 'url'>,
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${t.url}${pathname}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}
