export { CompletedCasesPage } from './components/completed-cases-page.tsx';
