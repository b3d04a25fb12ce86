import { lazy } from 'react';

// The request's forms and dialogs load when first opened (or when the pointer or focus reaches
// the button that opens them): the dashboard's first screen needs none of their code.
const loadDialogs = () => import('@/features/consultations/dialogs.ts');

/** Starts downloading the dialogs, so the one about to be opened shows at once. */
export function preloadConsultationDialogs(): void {
  void loadDialogs();
}

export const PostConsultationDialog = lazy(() =>
  loadDialogs().then((m) => ({ default: m.PostConsultationDialog })),
);
export const ConsultationDetailsDialog = lazy(() =>
  loadDialogs().then((m) => ({ default: m.ConsultationDetailsDialog })),
);
export const EditConsultationDialog = lazy(() =>
  loadDialogs().then((m) => ({ default: m.EditConsultationDialog })),
);
export const DeleteConsultationDialog = lazy(() =>
  loadDialogs().then((m) => ({ default: m.DeleteConsultationDialog })),
);
export const ReviewPrompt = lazy(() => loadDialogs().then((m) => ({ default: m.ReviewPrompt })));
