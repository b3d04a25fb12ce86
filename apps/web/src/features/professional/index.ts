export { CompletedCasesPage } from './components/completed-cases-page.tsx';
export { ProfessionalDashboard } from './components/professional-dashboard.tsx';
export {
  invalidateProfessionalLists,
  NEW_REQUEST_LISTS,
  PENDING_ACTIONS_LISTS,
  PROFESSIONAL_LISTS,
} from './api/query-keys.ts';
