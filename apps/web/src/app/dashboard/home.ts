// The signed-in home, imported lazily by the router. Kept apart from index.ts (what the case page
// takes from the dashboard), so the bundler never folds the case page's and the professional's
// shared code into the chunk a client's first screen loads.
export { HomeDashboard } from './components/home-dashboard.tsx';
