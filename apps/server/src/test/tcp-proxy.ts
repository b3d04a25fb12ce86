import net from 'node:net';

/**
 * A TCP proxy on loopback in front of a real peer (PostgreSQL, an SMTP server, Redis), so a test
 * or a chaos drill can take the peer away the ways production does: gone (connections reset,
 * new ones refused) or hung (connections accepted, nothing answered).
 */
export interface TcpProxy {
  port: number;
  /** Drops every connection and stops listening: connects are refused, as when the peer is down. */
  cut(): Promise<void>;
  /** Accepts connections but forwards nothing, and stalls the open ones: a peer that hangs. */
  freeze(): void;
  /** Forwards again; connections held while frozen are dropped. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[net.Socket, net.Socket | null]>();
  let frozen = false;

  const server = net.createServer((client) => {
    const pair: [net.Socket, net.Socket | null] = [client, null];
    pairs.add(pair);
    client.on('close', () => pairs.delete(pair));
    client.on('error', () => client.destroy());
    if (frozen) return;
    const upstream = net.connect(target.port, target.host);
    pair[1] = upstream;
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const dropAll = () => {
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream?.destroy();
    }
    pairs.clear();
  };

  const cut = async () => {
    frozen = false;
    const closed = stopListening();
    dropAll();
    await closed;
  };

  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cut,
    freeze() {
      frozen = true;
      for (const [client, upstream] of pairs) {
        client.unpipe();
        upstream?.unpipe();
        client.pause();
        upstream?.pause();
      }
    },
    async restore() {
      if (frozen) dropAll();
      frozen = false;
      if (!server.listening) await listen(port);
    },
    close: cut,
  };
}

/** The URL with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return proxied.toString();
}

/** Where a URL points, for the proxy's target. */
export function targetOf(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port) || defaultPort };
}
