export { CompletedCasesPage } from './components/completed-cases-page.tsx';
export { ProfessionalDashboard } from './components/professional-dashboard.tsx';
