import type { QueryClient } from '@tanstack/react-query';

export const NOTIFICATION_SETTINGS_URL = '/api/profile/notifications';
export const PUSH_PUBLIC_KEY_URL = '/api/push/public-key';
export const PUSH_SUBSCRIPTIONS_URL = '/api/push/subscriptions';
/** The person's verified mobile number, which WhatsApp notices go to (the profile changes it). */
export const VERIFIED_PHONE_URL = '/api/profile/phone';

/** The feature's reads, by the URLs that are their query keys (docs/product/rulings.md, R-38). */
export const notificationSettingsKeys = {
  settings: [NOTIFICATION_SETTINGS_URL] as const,
  pushPublicKey: [PUSH_PUBLIC_KEY_URL] as const,
  verifiedPhone: [VERIFIED_PHONE_URL] as const,
};

/** After a device subscribes or leaves: the settings carry how many devices receive pushes. */
export function refreshNotificationSettings(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: notificationSettingsKeys.settings });
}
