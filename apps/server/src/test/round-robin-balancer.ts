import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer on loopback that treats its upstreams as the nginx of tools/cluster/nginx.conf
 * does: round robin, no sticky sessions, one upstream connection per request (no upstream
 * keep-alive), and `proxy_next_upstream error timeout`: a request the chosen instance refused
 * goes to the next one, while a request already sent is retried only when it is idempotent (nginx
 * never sends a POST twice). What nginx answers when no instance took a request, 502, is what a
 * person would see of a dropped request. `takeOut` and `putBack` are the rolling restart's edit of
 * nginx's upstream list (`down` on the instance, then `nginx -s reload`): no new request goes to
 * an instance that is taken out.
 */
export interface RoundRobinBalancer {
  url: string;
  /** Sends no new request to this upstream until it is put back. */
  takeOut(upstream: string): void;
  putBack(upstream: string): void;
  /**
   * Each attempt whose connection was made and then broke before an answer came (the request had
   * gone out, so a POST was not sent again), with the error, so a dropped request names its cause.
   */
  broken(): BrokenAttempt[];
  close(): Promise<void>;
}

export interface BrokenAttempt {
  method: string;
  url: string;
  upstream: string;
  /** The socket error's code, e.g. ECONNRESET. */
  error: string;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export async function startRoundRobinBalancer(upstreams: string[]): Promise<RoundRobinBalancer> {
  let next = 0;
  const broken: BrokenAttempt[] = [];
  const takenOut = new Set<string>();

  const server = http.createServer(async (request, response) => {
    const body = Buffer.concat(await request.toArray());
    const serving = upstreams.filter((upstream) => !takenOut.has(upstream));
    const first = next++ % Math.max(serving.length, 1);
    for (let attempt = 0; attempt < serving.length; attempt++) {
      const upstream = serving[(first + attempt) % serving.length]!;
      const outcome = await forward(upstream, request, body, response);
      if (outcome === 'answered') return;
      const { method = '', url = '' } = request;
      if (outcome !== 'refused') broken.push({ method, url, upstream, error: outcome.error });
      const mayRetry = outcome === 'refused' || IDEMPOTENT.has(request.method ?? '');
      if (!mayRetry) break;
    }
    response.writeHead(502).end('no instance answered');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    takeOut(upstream) {
      takenOut.add(upstream);
    },
    putBack(upstream) {
      takenOut.delete(upstream);
    },
    broken: () => [...broken],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Sends one request to one instance and streams its answer back. 'refused': no connection was
 * made (nothing was sent); otherwise the connection broke before the answer's head arrived.
 */
function forward(
  upstream: string,
  request: http.IncomingMessage,
  body: Buffer,
  response: http.ServerResponse,
): Promise<'answered' | 'refused' | { error: string }> {
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
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      resolve(connected ? { error: error.code ?? error.message } : 'refused'),
    );
    outgoing.on('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
      resolve('answered');
    });
    outgoing.end(body);
  });
}
