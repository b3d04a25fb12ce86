export { HomeDashboard } from './components/home-dashboard.tsx';
