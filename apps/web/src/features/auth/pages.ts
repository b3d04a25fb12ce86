// The auth screens, imported lazily by the router so they stay out of the landing page's bundle.
export { ForgotPasswordPage } from './components/forgot-password-page.tsx';
export { LoginPage } from './components/login-page.tsx';
export { RegisterPage } from './components/register-page.tsx';
export { ResetPasswordPage } from './components/reset-password-page.tsx';
