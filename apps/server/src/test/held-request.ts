import http from 'node:http';

/** An answer as a raw HTTP client saw it. */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request whose body is still on its way: the server has it in flight until `finish()`. */
export interface HeldRequest {
  /** Whether it went out on a connection an earlier request had kept alive. */
  reusedSocket: boolean;
  /** Sends the rest of the body. */
  finish(): void;
  answer: Promise<RawAnswer>;
}

/** GET over the agent's kept-alive connections. */
export function getWith(agent: http.Agent, url: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => collect(response).then(resolve, reject))
      .on('error', reject);
  });
}

/**
 * Sends a JSON POST's headers and the first bytes of its body, then waits until the server has
 * begun handling it (its headers are in), so a test can act while the request is in flight.
 */
export async function holdRequest(
  agent: http.Agent,
  url: string,
  json: unknown,
  headers: Record<string, string> = {},
): Promise<HeldRequest> {
  const body = JSON.stringify(json);
  const request = http.request(url, {
    method: 'POST',
    agent,
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      ...headers,
    },
  });
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    request.on('response', (response) => collect(response).then(resolve, reject));
    request.on('error', reject);
  });
  const split = Math.floor(body.length / 2);
  await new Promise<void>((resolve) => request.write(body.slice(0, split), () => resolve()));
  // The server reads the headers as soon as they land; a moment more and its handler waits on
  // the body.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return {
    reusedSocket: request.reusedSocket,
    finish: () => request.end(body.slice(split)),
    answer,
  };
}

function collect(response: http.IncomingMessage): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (body += chunk));
    response.on('end', () =>
      resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
    );
    response.on('error', reject);
  });
}
