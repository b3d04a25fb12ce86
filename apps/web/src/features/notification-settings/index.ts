// The notification settings page (/settings/notifications), loaded lazily by the router.
export { NotificationSettingsPage } from './components/notification-settings-page.tsx';
