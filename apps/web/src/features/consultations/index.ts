export { SubmitConsultationPage } from './components/submit-consultation-page.tsx';
export { PostConsultationDialog } from './components/post-consultation-dialog.tsx';
export { ConsultationDetailsDialog } from './components/consultation-details-dialog.tsx';
export { EditConsultationDialog } from './components/edit-consultation-dialog.tsx';
export { DeleteConsultationDialog } from './components/delete-consultation-dialog.tsx';
export { ReviewPrompt } from './components/review-prompt.tsx';
export { RefundActions } from './components/refund-actions.tsx';
export { useRaiseComplaint } from './api/use-raise-complaint.ts';
export {
  useConsultation,
  useConsultationsWithOffers,
  useMyConsultations,
  useUserStats,
} from './api/use-my-consultations.ts';
// What the case's page (app/case-page, which composes it with the chat, offers and video) takes.
export { useUrgencyPricing } from './api/use-catalog.ts';
export { PaymentsSection } from './components/payments-section.tsx';
export { useCaseTimeline } from './api/use-case-timeline.ts';
