// What the dashboard's lists and the case page take from here: queries and light pieces. The
// forms and dialogs are in `dialogs.ts` and the post page in `pages.ts`, both imported lazily, so
// importing this index never brings the form library along.
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
