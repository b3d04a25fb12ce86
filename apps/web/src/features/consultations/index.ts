export { SubmitConsultationPage } from './components/submit-consultation-page.tsx';
export { ConsultationDetailPage } from './components/consultation-detail-page.tsx';
