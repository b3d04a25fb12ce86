import { Suspense } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  ScrollRestoration,
  type RouteObject,
} from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner.tsx';
import { RouteErrorScreen } from './app-error-boundary.tsx';
import * as Pages from './lazy-pages.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { AuthenticatedOnly, HomeRoute, VisitorOnly } from './route-guards.tsx';

function RootLayout() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Outlet />
      <ScrollRestoration />
    </Suspense>
  );
}

/** The route table of docs/product/rulings.md. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', element: <HomeRoute /> },
      {
        element: <VisitorOnly />,
        children: [
          { path: '/login', element: <Pages.LoginPage /> },
          { path: '/register', element: <Pages.RegisterPage /> },
          { path: '/forgot-password', element: <Pages.ForgotPasswordPage /> },
          { path: '/reset-password', element: <Pages.ResetPasswordPage /> },
        ],
      },
      { path: '/terms', element: <Pages.TermsPage /> },
      { path: '/privacy', element: <Pages.PrivacyPage /> },
      { path: '/contact', element: <Pages.ContactPage /> },
      { path: '/cancellation-refund', element: <Pages.CancellationRefundPage /> },
      {
        element: <AuthenticatedOnly />,
        children: [
          { path: '/submit-consultation', element: <Pages.SubmitConsultationPage /> },
          { path: '/completed-cases', element: <Pages.CompletedCasesPage /> },
          { path: '/consultation/:id', element: <Pages.ConsultationDetailPage /> },
          { path: '/checkout/:orderId', element: <Pages.CheckoutPage /> },
          { path: '/wallet', element: <Pages.WalletPage /> },
          { path: '/settings/notifications', element: <Pages.NotificationSettingsPage /> },
          { path: '/admin', element: <Pages.AdminPage /> },
          { path: '/dashboard', element: <Navigate to="/" replace /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The app's router on the browser's address bar. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
