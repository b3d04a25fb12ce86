import type { CurrentUser } from '@salahkar/domain';
import { BackLink } from '@/components/layout/back-link.tsx';
import { LoadFailed } from '@/components/ui/load-failed.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/i18n';
import {
  settingsOf,
  useNotificationSettings,
  useVerifiedPhone,
} from '../api/use-notification-settings.ts';
import { DevicePushCard } from './device-push-card.tsx';
import { NotificationSettingsForm } from './notification-settings-form.tsx';

/** /settings/notifications: how Salahkar reaches the person outside an open tab. */
export function NotificationSettingsPage({ user }: { user: CurrentUser }) {
  const t = useT();
  const settings = useNotificationSettings();
  // Without an answer about the number (an old server, a failed read) WhatsApp stays unavailable;
  // the other settings do not wait on it.
  const phone = useVerifiedPhone();
  return (
    <section
      aria-labelledby="notification-settings-heading"
      className="mx-auto max-w-3xl space-y-4"
    >
      <BackLink to="/">{t('notificationSettings.back')}</BackLink>
      <h1 id="notification-settings-heading" className="text-2xl font-semibold sm:text-3xl">
        {t('notificationSettings.title')}
      </h1>
      <p className="text-muted-foreground">{t('notificationSettings.intro')}</p>
      {settings.isPending || phone.isPending ? (
        <Spinner label={t('notificationSettings.loading')} className="size-6" />
      ) : settings.isError ? (
        <LoadFailed title={t('notificationSettings.loadFailed')} onRetry={settings.refetch} />
      ) : (
        <>
          <DevicePushCard pushDevices={settings.data.pushDevices} />
          <NotificationSettingsForm
            user={user}
            phone={phone.data?.phone ?? null}
            saved={settingsOf(settings.data)}
          />
        </>
      )}
    </section>
  );
}
