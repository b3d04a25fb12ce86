import { createHmac } from 'node:crypto';
import type { IceServer, IceServers } from '@salahkar/domain';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { forbidden } from '../../errors.ts';
import type { Person } from '../../policies/person.ts';
import { isInOpenCall } from './video-call-store.ts';

/** Past the ring time, for a slow answer and the first connection to form. */
export const TURN_CREDENTIAL_MARGIN_SECONDS = 60;

type TurnConfig = Pick<
  Config,
  | 'STUN_URLS'
  | 'TURN_URLS'
  | 'TURN_SECRET'
  | 'TURN_CREDENTIAL_TTL_SECONDS'
  | 'VIDEO_CALL_RING_SECONDS'
>;

/**
 * How long handed-out TURN credentials work: the ring time plus a margin, capped by
 * TURN_CREDENTIAL_TTL_SECONDS. A relay is then no use for long to someone whose call is over;
 * a call under way asks this route again before they lapse, which it answers only while the call
 * is open.
 */
export function turnCredentialTtlSeconds(config: TurnConfig): number {
  return Math.min(
    config.TURN_CREDENTIAL_TTL_SECONDS,
    config.VIDEO_CALL_RING_SECONDS + TURN_CREDENTIAL_MARGIN_SECONDS,
  );
}

/**
 * The ICE servers for one of the two people of a call still ringing or under way; anyone else is
 * refused, so the TURN relay is no free proxy for whoever can sign in.
 */
export async function iceServersFor(
  ctx: AppContext,
  viewer: Pick<Person, 'id'>,
  now: Date = new Date(),
): Promise<IceServers> {
  if (!(await isInOpenCall(ctx.db, viewer.id))) throw forbidden('ICE_SERVERS_REFUSED');
  return iceServersOf(ctx.config, viewer.id, now);
}

/**
 * STUN_URLS as configured and, with TURN_URLS and TURN_SECRET, a TURN entry whose credentials
 * follow coturn's REST scheme (use-auth-secret): the username is `${expiry in Unix seconds}:
 * ${userId}`, the credential base64(HMAC-SHA1(secret, username)). coturn checks both itself and
 * refuses them after the expiry. The secret never leaves this function.
 */
export function iceServersOf(config: TurnConfig, userId: string, now: Date): IceServers {
  const { STUN_URLS, TURN_URLS, TURN_SECRET } = config;
  const iceServers: IceServer[] = STUN_URLS.length > 0 ? [{ urls: STUN_URLS }] : [];
  if (!TURN_URLS || !TURN_SECRET) return { iceServers, expiresAt: null };
  const expiry = Math.floor(now.getTime() / 1000) + turnCredentialTtlSeconds(config);
  const username = `${expiry}:${userId}`;
  const credential = createHmac('sha1', TURN_SECRET).update(username).digest('base64');
  iceServers.push({ urls: TURN_URLS, username, credential });
  return { iceServers, expiresAt: new Date(expiry * 1000).toISOString() };
}
