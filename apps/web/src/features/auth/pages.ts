// The auth screens, imported lazily by the router so they stay out of the landing page's bundle.
export { LoginPage } from './components/login-page.tsx';
export {
  ForgotPasswordPage,
  RegisterPage,
  ResetPasswordPage,
} from './components/account-screen-frames.tsx';
