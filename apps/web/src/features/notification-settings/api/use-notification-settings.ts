import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@salahkar/domain/reach';
import type { PhoneStatus } from '@salahkar/domain/schemas/phone';
import { notify } from '@/components/ui/toaster.tsx';
import { t } from '@/i18n';
import { apiRequest } from '@/lib/api-client.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';
import { NOTIFICATION_SETTINGS_URL, notificationSettingsKeys } from './query-keys.ts';

/** GET/PUT /api/profile/notifications: the settings, and how many devices receive pushes. */
export type NotificationSettingsAnswer = NotificationSettings & { pushDevices: number };

export function useNotificationSettings() {
  return useQuery<NotificationSettingsAnswer>({ queryKey: notificationSettingsKeys.settings });
}

/** GET /api/profile/phone: the verified number WhatsApp notices would go to, if any. */
export function useVerifiedPhone() {
  return useQuery<PhoneStatus>({ queryKey: notificationSettingsKeys.verifiedPhone });
}

/** The settings alone, as PUT takes them (the device count is the server's to say). */
export function settingsOf(answer: NotificationSettingsAnswer): NotificationSettings {
  const { channels, quietHours, showDetails, whatsappOptIn } = answer;
  return { channels, quietHours, showDetails, whatsappOptIn };
}

/** PUT /api/profile/notifications: saves every switch at once and keeps the server's answer. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      apiRequest<NotificationSettingsAnswer>('PUT', NOTIFICATION_SETTINGS_URL, settings),
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationSettingsKeys.settings, answer);
      notify({
        title: t('notificationSettings.saved.title'),
        description: t('notificationSettings.saved.description'),
        variant: 'success',
      });
    },
    onError: (error) =>
      notifyFailure(
        error,
        t('notificationSettings.saveFailed.title'),
        t('notificationSettings.saveFailed.description'),
      ),
  });
}
