// The top bar's bell. Toasts for pushes are the app's (app/live-updates.tsx).
export { NotificationBell } from './components/notification-bell.tsx';
