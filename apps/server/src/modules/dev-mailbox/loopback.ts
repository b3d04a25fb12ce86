import { isIPv4 } from 'node:net';

/** Whether a socket's remote address is this machine: 127.0.0.0/8, ::1, or ::ffff:127.x.x.x. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.toLowerCase().startsWith('::ffff:')
    ? address.slice('::ffff:'.length)
    : address;
  if (isIPv4(ipv4)) return ipv4.startsWith('127.');
  return address === '::1';
}

/** Whether a Host header names this machine: `localhost`, `127.x.x.x` or `[::1]`, any port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const lower = host.toLowerCase();
  if (lower === '[::1]' || lower.startsWith('[::1]:')) return true;
  const name = lower.split(':', 1)[0]!;
  return name === 'localhost' || (isIPv4(name) && name.startsWith('127.'));
}
