import { lazy } from 'react';

// The account dialogs load when first opened: their forms and camera code stay out of every page.
export const ProfileDialog = lazy(() =>
  import('@/features/profile/dialogs.ts').then((m) => ({ default: m.ProfileDialog })),
);
export const PhotoDialog = lazy(() =>
  import('@/features/profile/dialogs.ts').then((m) => ({ default: m.PhotoDialog })),
);
export const BecomeProfessionalDialog = lazy(() =>
  import('@/features/profile/dialogs.ts').then((m) => ({ default: m.BecomeProfessionalDialog })),
);
// The assistant's chat dialog (and the post form it can open) loads when the button is pressed.
export const AssistantDialog = lazy(() =>
  import('./assistant-dialog.tsx').then((m) => ({ default: m.AssistantWithPostDialog })),
);
