import { lazy } from 'react';
import { withTexts } from '@/i18n';
import { preloadable } from '@/lib/preloadable.ts';

// One chunk per screen, so a visitor on the landing page downloads only the landing page.
export const LandingPage = lazy(() =>
  import('@/features/landing').then((m) => ({ default: m.LandingPage })),
);
// The signed-in frame carries the account menu (Radix menu and positioning): visitors never need it.
const signedInLayout = preloadable(() => import('./signed-in-layout.tsx'));
const homeDashboard = preloadable(() => import('./dashboard/home.ts'));
export const SignedInLayout = signedInLayout.lazyOf((m) => m.SignedInLayout);
export const HomeDashboard = homeDashboard.lazyOf((m) => m.HomeDashboard);

/**
 * Starts downloading a member's home (the signed-in frame and the dashboard) at once. React would
 * ask for the dashboard only once the frame around it had arrived, and for both only once who is
 * signed in had answered: three downloads in a row instead of one. Settles when both have arrived
 * (or one failed: Vite's preload error then reloads the page).
 */
export function preloadHome(): Promise<unknown> {
  return Promise.allSettled([signedInLayout.preload(), homeDashboard.preload()]);
}

export const LoginPage = lazy(() =>
  import('@/features/auth/pages.ts').then((m) => ({ default: m.LoginPage })),
);
export const RegisterPage = lazy(() =>
  import('@/features/auth/pages.ts').then((m) => ({ default: m.RegisterPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import('@/features/auth/pages.ts').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('@/features/auth/pages.ts').then((m) => ({ default: m.ResetPasswordPage })),
);

// The policies and the admin area bring their own texts, which the app's catalog leaves out.
const legalPages = () => withTexts('legal', import('@/features/legal'));
export const TermsPage = lazy(() => legalPages().then((m) => ({ default: m.TermsPage })));
export const PrivacyPage = lazy(() => legalPages().then((m) => ({ default: m.PrivacyPage })));
export const CancellationRefundPage = lazy(() =>
  legalPages().then((m) => ({ default: m.CancellationRefundPage })),
);
export const ContactPage = lazy(() =>
  import('@/features/contact').then((m) => ({ default: m.ContactPage })),
);

export const SubmitConsultationPage = lazy(() =>
  import('@/features/consultations/pages.ts').then((m) => ({
    default: m.SubmitConsultationPage,
  })),
);
export const ConsultationDetailPage = lazy(() =>
  import('./case-page/consultation-detail-page.tsx').then((m) => ({
    default: m.ConsultationDetailPage,
  })),
);
export const CompletedCasesPage = lazy(() =>
  import('@/features/professional').then((m) => ({ default: m.CompletedCasesPage })),
);
export const CheckoutPage = lazy(() =>
  import('@/features/checkout').then((m) => ({ default: m.CheckoutPage })),
);
export const WalletPage = lazy(() =>
  import('@/features/wallet').then((m) => ({ default: m.WalletPage })),
);
export const NotificationSettingsPage = lazy(() => import('./notification-settings-route.tsx'));
export const AdminPage = lazy(() =>
  withTexts('admin', import('@/features/admin')).then((m) => ({ default: m.AdminPage })),
);
