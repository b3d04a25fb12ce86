// The request's forms and dialogs, imported lazily where they open (the dashboard's cards and
// Get Consultation button, the assistant): the post and edit forms, with the form library and the
// fee preview, stay out of the dashboard's first screen.
export { PostConsultationDialog } from './components/post-consultation-dialog.tsx';
export { ConsultationDetailsDialog } from './components/consultation-details-dialog.tsx';
export { EditConsultationDialog } from './components/edit-consultation-dialog.tsx';
export { DeleteConsultationDialog } from './components/delete-consultation-dialog.tsx';
export { ReviewPrompt } from './components/review-prompt.tsx';
