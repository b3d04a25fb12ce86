export { AdminPage } from './components/admin-page.tsx';
export { AdminDashboard } from './components/dashboard/admin-dashboard.tsx';
