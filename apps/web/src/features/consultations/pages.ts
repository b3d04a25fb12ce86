// The post-a-request page, imported lazily by the router.
export { SubmitConsultationPage } from './components/submit-consultation-page.tsx';
