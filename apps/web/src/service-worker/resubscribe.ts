// What the service worker does when the push service replaced or expired this browser's
// subscription (`pushsubscriptionchange`): subscribe again with the server's key when the browser
// gave no new subscription, save it for the person signed in, and only then forget the old
// endpoint on the server. Needs the session cookie; without one nothing changes and the next
// sign-in subscribes afresh. Kept apart from sw.ts so it can be tested without a worker.

/** The part of the registration's PushManager used here. */
type Resubscriber = Pick<PushManager, 'subscribe'>;

/** What happened, for the test and for nobody else: a worker has no one to tell. */
type ResubscribeOutcome = 'saved' | 'saved-old-dropped' | 'no-subscription' | 'not-saved';

export async function resubscribe(
  old: PushSubscription | null,
  current: PushSubscription | null,
  pushManager: Resubscriber,
): Promise<ResubscribeOutcome> {
  const subscription = current ?? (await subscribeAgain(pushManager));
  if (!subscription) return 'no-subscription';
  const saved = await sendJson('POST', '/api/push/subscriptions', subscription.toJSON());
  if (!saved) return 'not-saved';
  if (old && old.endpoint !== subscription.endpoint) {
    await sendJson('DELETE', '/api/push/subscriptions', { endpoint: old.endpoint });
    return 'saved-old-dropped';
  }
  return 'saved';
}

async function subscribeAgain(pushManager: Resubscriber): Promise<PushSubscription | null> {
  try {
    const answer = await fetch('/api/push/public-key', { credentials: 'include' });
    if (!answer.ok) return null;
    const { publicKey } = (await answer.json()) as { publicKey?: unknown };
    if (typeof publicKey !== 'string') return null;
    return await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
  } catch {
    return null;
  }
}

async function sendJson(method: 'POST' | 'DELETE', url: string, body: unknown): Promise<boolean> {
  try {
    const answer = await fetch(url, {
      method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return answer.ok;
  } catch {
    return false;
  }
}
