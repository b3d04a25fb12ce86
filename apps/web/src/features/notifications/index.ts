// The top bar's bell. Toasts for pushes are the app's (app/live-updates.tsx).
export { NotificationBell } from './components/notification-bell.tsx';
// The Chat dialog reads its case's "new message" entries as it opens.
export { useMarkMessagesRead } from './api/use-notifications.ts';
