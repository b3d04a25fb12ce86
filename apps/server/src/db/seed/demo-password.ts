import { randomInt } from 'node:crypto';
import type { Config } from '../../config.ts';
import { loadOrCreateSecret } from '../../secrets.ts';

/** Letters and digits that cannot be misread for one another (no 0/o, 1/l/i). */
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * The demo accounts' password: DEMO_PASSWORD, else a random one generated once per DATA_DIR and
 * printed at start. Never a published one, so a server reached from a network cannot be signed
 * into as the demo admin by someone who read the README (decision 090).
 */
export function loadDemoPassword(
  config: Pick<Config, 'DATA_DIR' | 'DEMO_PASSWORD'>,
): Promise<string> {
  return loadOrCreateSecret(config, 'demo-password', config.DEMO_PASSWORD, readablePassword);
}

/** Three groups of four, `k7xm-q2pf-9tnw`: about 59 bits, easy to copy from a terminal. */
export function readablePassword(): string {
  const group = () =>
    Array.from({ length: 4 }, () => READABLE[randomInt(READABLE.length)]).join('');
  return [group(), group(), group()].join('-');
}
