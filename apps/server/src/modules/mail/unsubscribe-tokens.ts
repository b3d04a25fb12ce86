import { createHmac, timingSafeEqual } from 'node:crypto';
import { REACH_KINDS, type ReachKind } from '@salahkar/domain';
import type { Config } from '../../config.ts';
import { loadOrCreateSecret } from '../../secrets.ts';

// The token of a notice mail's unsubscribe link (RFC 8058): who and which kind, signed, so the
// link works from any mail client without a session and cannot be changed into another person's
// or another kind's. It never expires (a mail read months later still stops the next one); the
// version lets a later format or a rotated secret refuse old links clearly. Turning a kind off is
// all it can do, and the person can turn it on again in their settings.

/** What a valid token says: whose email of which kind to switch off. */
export interface UnsubscribeGrant {
  userId: string;
  kind: ReachKind;
}

const VERSION = 'v1';
const TOKEN_PATTERN = /^v1\.([0-9a-f-]{36})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/;

export interface UnsubscribeSigner {
  issue(grant: UnsubscribeGrant): string;
  /** The grant a token carries when it is well-formed and its signature is ours, else null. */
  verify(token: string): UnsubscribeGrant | null;
}

export function createUnsubscribeSigner(secret: string): UnsubscribeSigner {
  const sign = (userId: string, kind: string) =>
    createHmac('sha256', secret)
      .update(`unsubscribe:${VERSION}:${userId}:${kind}`)
      .digest('base64url');
  return {
    issue: ({ userId, kind }) => `${VERSION}.${userId}.${kind}.${sign(userId, kind)}`,
    verify(token) {
      const match = TOKEN_PATTERN.exec(token);
      if (!match) return null;
      const [, userId = '', kind = '', signature = ''] = match;
      if (!(REACH_KINDS as readonly string[]).includes(kind)) return null;
      const expected = Buffer.from(sign(userId, kind));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId, kind: kind as ReachKind };
    },
  };
}

const signers = new WeakMap<Config, Promise<UnsubscribeSigner>>();

/**
 * The signer of this configuration: UNSUBSCRIBE_SECRET, or one generated once into DATA_DIR like
 * the other secrets (instances sharing no data dir must be given it). Loaded on first use, so the
 * server's start does not wait for it.
 */
export function unsubscribeSigner(config: Config): Promise<UnsubscribeSigner> {
  let signer = signers.get(config);
  if (!signer) {
    signer = loadOrCreateSecret(config, 'unsubscribe-secret', config.UNSUBSCRIBE_SECRET).then(
      createUnsubscribeSigner,
    );
    signer.catch(() => signers.delete(config));
    signers.set(config, signer);
  }
  return signer;
}
