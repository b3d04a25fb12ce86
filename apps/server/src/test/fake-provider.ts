import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A messaging provider's HTTP API on loopback (fake-msg91.ts, fake-twilio.ts,
// fake-whatsapp-graph.ts build on it): a real server that records every request, answers through
// the fake's own checks, and can be told to fail, to answer late or never to answer.

export interface ProviderRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body as sent. */
  raw: string;
}

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

export interface FakeProvider {
  /** http://127.0.0.1:PORT */
  url: string;
  /** Every request received, oldest first. */
  requests: ProviderRequest[];
  /** The next request is answered with this instead of the fake's own answer. */
  answerNext(answer: ProviderAnswer): void;
  /** Every request from now on is held without an answer (until `close`). */
  hang(): void;
  close(): Promise<void>;
}

export async function startFakeProvider(
  route: (request: ProviderRequest) => ProviderAnswer,
): Promise<FakeProvider> {
  const requests: ProviderRequest[] = [];
  const overrides: ProviderAnswer[] = [];
  let hanging = false;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded: ProviderRequest = {
        method: request.method ?? 'GET',
        path: new URL(request.url ?? '/', 'http://fake').pathname,
        headers: request.headers,
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      if (hanging) return;
      send(response, overrides.shift() ?? route(recorded));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answerNext: (answer) => overrides.push(answer),
    hang: () => {
      hanging = true;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** The JSON body of a request, or undefined when it is not JSON. */
export function jsonOf(request: ProviderRequest): unknown {
  try {
    return JSON.parse(request.raw);
  } catch {
    return undefined;
  }
}

function send(response: ServerResponse, answer: ProviderAnswer) {
  if (response.destroyed) return;
  response.writeHead(answer.status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(answer.body));
}
