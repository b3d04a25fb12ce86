import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import {
  notificationSettingsKeys,
  PUSH_SUBSCRIPTIONS_URL,
  refreshNotificationSettings,
} from '../api/query-keys.ts';
import {
  browserCanPush,
  subscribeThisDevice,
  subscriptionOfThisDevice,
} from '../lib/push-device.ts';

/**
 * Where pushes on this device stand. `dismissed`: the browser's question was closed unanswered;
 * `failed`: the browser or the push service could not subscribe (headless browsers never can);
 * `turn-off-failed`: the browser still holds the subscription it was asked to drop.
 */
export type DevicePushState =
  | 'checking'
  | 'unsupported'
  | 'denied'
  | 'off'
  | 'dismissed'
  | 'failed'
  | 'turning-on'
  | 'turning-off'
  | 'turn-off-failed'
  | 'on';

function initialState(): DevicePushState {
  if (!browserCanPush()) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'checking';
}

/**
 * Turning pushes on and off for this device. The permission is asked only by `turnOn`, which the
 * person reaches through the explanation, never when the page loads.
 */
export function useDevicePush() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<DevicePushState>(initialState);

  useEffect(() => {
    if (!browserCanPush() || Notification.permission === 'denied') return;
    let current = true;
    subscriptionOfThisDevice()
      .then(async (subscription): Promise<DevicePushState> => {
        if (!subscription || Notification.permission !== 'granted') return 'off';
        // "On for this device" must hold for the person reading it: the device follows whoever
        // is signed in on it, and the server relearns an endpoint it let go of.
        await apiRequest('POST', PUSH_SUBSCRIPTIONS_URL, subscription.toJSON()).then(
          () => refreshNotificationSettings(queryClient),
          (error) => console.warn('Could not confirm this device for pushes', error),
        );
        return 'on';
      })
      .then(
        (next) => current && setState(next),
        () => current && setState('off'),
      );
    return () => {
      current = false;
    };
  }, [queryClient]);

  const subscribe = useMutation({
    mutationFn: async (asked: Promise<NotificationPermission>): Promise<DevicePushState> => {
      const permission = await asked;
      if (permission === 'denied') return 'denied';
      if (permission !== 'granted') return 'dismissed';
      const { publicKey } = await queryClient.fetchQuery<{ publicKey: string }>({
        queryKey: notificationSettingsKeys.pushPublicKey,
        staleTime: Infinity,
      });
      const subscription = await subscribeThisDevice(publicKey);
      try {
        await apiRequest('POST', PUSH_SUBSCRIPTIONS_URL, subscription.toJSON());
      } catch (error) {
        // A subscription our server does not hold would only collect pushes nobody sends.
        await subscription.unsubscribe().catch(() => false);
        throw error;
      }
      return 'on';
    },
    onMutate: () => setState('turning-on'),
    onSuccess: setState,
    onError: (error) => {
      console.warn('Could not subscribe this device to pushes', error);
      setState('failed');
    },
    onSettled: () => refreshNotificationSettings(queryClient),
  });

  const unsubscribe = useMutation({
    mutationFn: async () => {
      const subscription = await subscriptionOfThisDevice();
      if (!subscription) return;
      // The browser lets go first: if the server is unreachable now, the push service answers
      // its next push with 410 Gone and the server forgets the endpoint then.
      await subscription.unsubscribe();
      await apiRequest('DELETE', PUSH_SUBSCRIPTIONS_URL, { endpoint: subscription.endpoint });
    },
    onMutate: () => setState('turning-off'),
    onSuccess: () => setState('off'),
    onError: async (error) => {
      console.warn('Could not unsubscribe this device from pushes', error);
      // Off is off once the browser has let go, whatever the server heard.
      const kept = await subscriptionOfThisDevice().catch(() => null);
      setState(kept ? 'turn-off-failed' : 'off');
    },
    onSettled: () => refreshNotificationSettings(queryClient),
  });

  return {
    state,
    /**
     * Call straight from the person's click: some browsers ask only during a gesture. Settles
     * once the device is on or the attempt has ended (the state says which).
     */
    turnOn: async (): Promise<void> => {
      if (!browserCanPush()) return;
      await subscribe.mutateAsync(Notification.requestPermission()).catch(() => undefined);
    },
    turnOff: () => unsubscribe.mutate(),
  };
}
