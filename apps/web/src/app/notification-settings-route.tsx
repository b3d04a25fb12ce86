import { useCurrentUser } from '@/lib/current-user.ts';
import { NotificationSettingsPage } from '@/features/notification-settings';

/**
 * /settings/notifications: the settings page of the person signed in. Composed here so the
 * settings feature takes the person as given instead of importing the auth feature.
 */
export default function NotificationSettingsRoute() {
  const { data: user } = useCurrentUser();
  return user ? <NotificationSettingsPage user={user} /> : null;
}
