import webpush from 'web-push';
import type { Config } from '../../config.ts';
import { loadOrCreateSecret } from '../../secrets.ts';

/** The server's identity towards push services (RFC 8292): the key pair and a contact. */
export interface VapidDetails {
  /** base64url of the uncompressed P-256 point; browsers subscribe with it. */
  publicKey: string;
  privateKey: string;
  /** mailto: or https:, where a push service can reach the operator. */
  subject: string;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a pair generated once into DATA_DIR/secrets (one file,
 * so the two halves always match). Every instance must use the same pair: a browser's subscription
 * is bound to the public key it was made with, and a push signed with another is refused. Instances
 * that share no data dir are given the pair through the environment, as for the other secrets.
 */
export async function loadVapidDetails(
  config: Pick<
    Config,
    'DATA_DIR' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'SUPPORT_EMAIL'
  >,
): Promise<VapidDetails> {
  const configured =
    config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
      ? JSON.stringify({ publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY })
      : undefined;
  const stored = await loadOrCreateSecret(config, 'vapid-keys.json', configured, () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  const { publicKey, privateKey } = JSON.parse(stored) as Omit<VapidDetails, 'subject'>;
  const subject = config.VAPID_SUBJECT ?? `mailto:${config.SUPPORT_EMAIL}`;
  // Throws now, at start, on a key that is not a P-256 key of the right length or a bad subject.
  webpush.getVapidHeaders('https://push.invalid', subject, publicKey, privateKey, 'aes128gcm');
  return { publicKey, privateKey, subject };
}
