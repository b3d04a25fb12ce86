import { isIP } from 'node:net';
import os from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

// The names this deployment answers to (decision 151's shared hook checks them on every request).
// A page on a rebinding domain (evil.example resolving to 127.0.0.1) reaches the server with
// `Host: evil.example:PORT` and `Origin: http://evil.example:PORT`: same-origin in the browser's
// eyes, so the Host is the only thing that tells it from our own page. A Host outside this list is
// refused before anything else runs, and an Origin is compared with these names, never with
// whatever Host the request carries.

/** Names that always mean this machine: no one can point them at another one by DNS. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
/** Addresses that mean "every interface": the server answers on each address of the machine. */
const WILDCARD_HOSTS = new Set(['', '0.0.0.0', '::', '[::]']);

export interface SiteNames {
  /** Host header values (lower case, `name:port`, or a bare name for a default port). */
  readonly hosts: ReadonlySet<string>;
  /** Names allowed on any port: ALLOWED_HOSTS entries given without one. */
  readonly anyPort: ReadonlySet<string>;
  /**
   * Development and tests only: loopback names on any port, as the Vite dev server on :5173
   * forwards `Host: localhost:5173` (its own page's). DNS cannot rebind these names.
   */
  readonly loopbackAnyPort: boolean;
  /** PUBLIC_URL's origin, the one a browser's Origin is most often. */
  readonly publicOrigin: string | undefined;
}

/** The names of a server listening on `port` with this configuration, worked out once. */
export function siteNamesOf(
  config: Pick<Config, 'HOST' | 'PUBLIC_URL' | 'ALLOWED_HOSTS' | 'NODE_ENV'>,
  port: number,
): SiteNames {
  const hosts = new Set<string>();
  const withPort = (name: string, at: number, defaultPort: number) => {
    hosts.add(`${name}:${at}`);
    if (at === defaultPort) hosts.add(name);
  };
  let publicOrigin: string | undefined;
  if (config.PUBLIC_URL) {
    const url = new URL(config.PUBLIC_URL);
    publicOrigin = url.origin;
    const defaultPort = url.protocol === 'https:' ? 443 : 80;
    withPort(url.hostname.toLowerCase(), url.port ? Number(url.port) : defaultPort, defaultPort);
  }
  for (const name of [...listeningNames(config.HOST), ...LOOPBACK_NAMES]) withPort(name, port, 80);
  const anyPort = new Set<string>();
  for (const entry of config.ALLOWED_HOSTS) {
    if (entry.endsWith(']') || !entry.includes(':')) anyPort.add(entry);
    else hosts.add(entry);
  }
  return {
    hosts,
    anyPort,
    loopbackAnyPort: config.NODE_ENV !== 'production',
    publicOrigin,
  };
}

/** The names of the listening address: HOST itself, or every address of the machine for a wildcard. */
function listeningNames(host: string): string[] {
  const trimmed = host.trim().toLowerCase();
  if (!WILDCARD_HOSTS.has(trimmed)) return [isIP(trimmed) === 6 ? `[${trimmed}]` : trimmed];
  const names: string[] = [];
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const { address, family } of addresses ?? []) {
      // A scoped (link-local) address cannot be written in a browser's address bar.
      if (address.includes('%')) continue;
      names.push(family === 'IPv6' ? `[${address.toLowerCase()}]` : address);
    }
  }
  return names;
}

/**
 * Whether a Host header names this deployment. The exact header is looked up first, so the usual
 * request costs one Set lookup. A request without one (HTTP/1.0) names nothing a browser could.
 */
export function isAllowedHost(site: SiteNames, host: string | undefined): boolean {
  if (host === undefined || site.hosts.has(host)) return true;
  const lower = host.toLowerCase();
  if (site.hosts.has(lower)) return true;
  const name = hostnameOf(lower);
  return site.anyPort.has(name) || (site.loopbackAnyPort && LOOPBACK_NAMES.includes(name));
}

/** The Host a request is checked on: X-Forwarded-Host's last entry behind a trusted proxy. */
export function checkedHost(
  headers: FastifyRequest['headers'],
  trustProxy: boolean,
): string | undefined {
  if (trustProxy) {
    const forwarded = headers['x-forwarded-host'];
    if (typeof forwarded === 'string' && forwarded !== '') {
      const comma = forwarded.lastIndexOf(',');
      return comma === -1 ? forwarded.trim() : forwarded.slice(comma + 1).trim();
    }
  }
  return headers.host;
}

/**
 * Whether a browser's Origin is one of this site's: PUBLIC_URL's origin, or a scheme equal to the
 * request's (X-Forwarded-Proto's only with TRUST_PROXY) with one of the site's names. A loopback
 * name on another port than the listening one (development only) must also be the request's own
 * Host: the Vite dev server's page, not another local app's. The live channel checks it too.
 */
export function isAllowedOrigin(
  site: SiteNames,
  origin: string,
  request: Pick<FastifyRequest, 'protocol' | 'headers'>,
  trustProxy: boolean,
): boolean {
  if (origin === site.publicOrigin) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === 'null' || url.protocol !== `${request.protocol}:`) return false;
  if (url.origin === site.publicOrigin) return true;
  const host = url.host;
  if (site.hosts.has(host)) return true;
  const name = url.hostname;
  if (site.anyPort.has(name)) return true;
  return (
    site.loopbackAnyPort &&
    LOOPBACK_NAMES.includes(name) &&
    host === checkedHost(request.headers, trustProxy)?.toLowerCase()
  );
}

/** `name` of `name:port` (`[::1]` of `[::1]:3000`). */
function hostnameOf(host: string): string {
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end === -1 ? host : host.slice(0, end + 1);
  }
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}
