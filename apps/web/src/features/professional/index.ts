export { CompletedCasesPage } from './components/completed-cases-page.tsx';
// What the professional's dashboard (app/dashboard, which composes it with the offers and the
// consultations) takes from here.
export {
  useAcceptedConsultations,
  useAvailableConsultations,
  useMyOffers,
  usePendingActions,
  useProfessionalStats,
} from './api/use-professional-lists.ts';
export { AwaitingApprovalPanel, DashboardErrorPanel } from './components/dashboard-panels.tsx';
export { ListPanel } from './components/list-panel.tsx';
export { MyOffers } from './components/my-offers.tsx';
export { StatsTiles } from './components/stats-tiles.tsx';
