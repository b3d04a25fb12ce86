import { errorMessage } from '@salahkar/domain';

// The server POSTs to whatever URL a browser's push subscription names, so a subscription is a way
// to make it call any address: an internal service, the cloud's metadata endpoint. Only the push
// services browsers actually use are accepted, over https on the default port, plus the origins
// the operator lists in PUSH_ENDPOINT_ALLOWLIST (a self-hosted service, the tests' loopback peer).
// Checked when a subscription is saved and again before every send (decision 190).

/** Why a send to such an endpoint was refused, as the delivery's failure records it. */
export const PUSH_ENDPOINT_NOT_ALLOWED = errorMessage('PUSH_ENDPOINT_NOT_ALLOWED');

/** Hosts of the browsers' push services: Google FCM, Mozilla autopush, Apple, Microsoft WNS. */
const EXACT_HOSTS = new Set([
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
]);
const HOST_SUFFIXES = ['.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];

/** Whether the server may send pushes to `endpoint`; `allowlist` holds extra origins. */
export function isAllowedPushEndpoint(endpoint: string, allowlist: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (allowlist.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return EXACT_HOSTS.has(host) || HOST_SUFFIXES.some((suffix) => host.endsWith(suffix));
}
