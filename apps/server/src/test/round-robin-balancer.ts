import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer on loopback that treats its upstreams as the nginx of tools/cluster/nginx.conf
 * does: round robin, no sticky sessions, one upstream connection per request (no upstream
 * keep-alive), and `proxy_next_upstream error timeout`: a request the chosen instance refused
 * goes to the next one, while a request already sent is retried only when it is idempotent (nginx
 * never sends a POST twice). What nginx answers when no instance took a request, 502, is what a
 * person would see of a dropped request.
 */
export interface RoundRobinBalancer {
  url: string;
  /** Requests handed to another instance after the chosen one failed them. */
  retried(): number;
  close(): Promise<void>;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export async function startRoundRobinBalancer(upstreams: string[]): Promise<RoundRobinBalancer> {
  let next = 0;
  let retried = 0;

  const server = http.createServer(async (request, response) => {
    const body = Buffer.concat(await request.toArray());
    const first = next++ % upstreams.length;
    for (let attempt = 0; attempt < upstreams.length; attempt++) {
      const upstream = upstreams[(first + attempt) % upstreams.length]!;
      const outcome = await forward(upstream, request, body, response);
      if (outcome === 'answered') return;
      const mayRetry = outcome === 'refused' || IDEMPOTENT.has(request.method ?? '');
      if (!mayRetry) break;
      retried++;
    }
    response.writeHead(502).end('no instance answered');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    retried: () => retried,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Sends one request to one instance and streams its answer back. 'refused': no connection was
 * made (nothing was sent); 'failed': the connection broke before the answer's head arrived.
 */
function forward(
  upstream: string,
  request: http.IncomingMessage,
  body: Buffer,
  response: http.ServerResponse,
): Promise<'answered' | 'refused' | 'failed'> {
  return new Promise((resolve) => {
    const headers = { ...request.headers, connection: 'close' };
    const outgoing = http.request(`${upstream}${request.url}`, {
      method: request.method,
      headers,
      agent: false,
      timeout: 30_000,
    });
    let connected = false;
    outgoing.on('socket', (socket) => socket.once('connect', () => (connected = true)));
    outgoing.on('timeout', () => outgoing.destroy(new Error('upstream timed out')));
    outgoing.on('error', () => resolve(connected ? 'failed' : 'refused'));
    outgoing.on('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
      resolve('answered');
    });
    outgoing.end(body);
  });
}
