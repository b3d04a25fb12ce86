import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import { loadOrCreateSecret } from '../../secrets.ts';

/** How long a photo upload URL stays usable: enough to take and send a photo, not to keep. */
export const UPLOAD_URL_TTL_MS = 10 * 60 * 1000;

/** The right to PUT one file, carried by a signed token in the upload URL. */
export interface UploadGrant {
  /** Random; becomes stored_files.upload_grant_id, whose unique index makes the URL single-use. */
  grantId: string;
  userId: string;
  expiresAt: Date;
}

/** Issues and checks upload tokens: `{grantId}.{expiry in seconds}.{HMAC-SHA256}`. */
export interface UploadSigner {
  issue(userId: string, now?: Date): { token: string; grant: UploadGrant };
  /**
   * The grant a token carries when its signature is right for this user, else null (forged,
   * mangled or another account's). Expiry is left to the caller, which says so in its own words.
   */
  verify(token: string, userId: string): UploadGrant | null;
}

const TOKEN_PATTERN = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export function createUploadSigner(secret: string): UploadSigner {
  const sign = (grantId: string, userId: string, expiresAtSeconds: number) =>
    createHmac('sha256', secret)
      .update(`profile-photo-upload:${grantId}:${userId}:${expiresAtSeconds}`)
      .digest('base64url');

  return {
    issue(userId, now = new Date()) {
      const grantId = randomUUID();
      const expiresAtSeconds = Math.floor((now.getTime() + UPLOAD_URL_TTL_MS) / 1000);
      const token = `${grantId}.${expiresAtSeconds}.${sign(grantId, userId, expiresAtSeconds)}`;
      return { token, grant: { grantId, userId, expiresAt: new Date(expiresAtSeconds * 1000) } };
    },
    verify(token, userId) {
      const match = TOKEN_PATTERN.exec(token);
      if (!match) return null;
      const [, grantId = '', seconds = '', signature = ''] = match;
      const expected = Buffer.from(sign(grantId, userId, Number(seconds)));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { grantId, userId, expiresAt: new Date(Number(seconds) * 1000) };
    },
  };
}

/** UPLOAD_SIGNING_SECRET, or one generated once into DATA_DIR (decision 010). */
export async function loadUploadSigningSecret(config: Config): Promise<string> {
  return loadOrCreateSecret(config, 'upload-signing-secret', config.UPLOAD_SIGNING_SECRET);
}
