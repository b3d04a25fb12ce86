import { useState } from 'react';
import { OTP_LENGTH, OTP_RESEND_COOLDOWN_MS } from '@salahkar/domain/limits';
import type {
  ProfessionalSignupInput,
  RegisterWithOtpInput,
  UserSignupInput,
} from '@salahkar/domain/schemas/auth';
import { notify } from '@/components/ui/toaster.tsx';
import { errorMessageOf } from '@/lib/api-client.ts';
import { useRegisterWithOtp } from '../api/use-register-with-otp.ts';
import { useSendOtp } from '../api/use-send-otp.ts';
import { useVerifyOtp } from '../api/use-verify-otp.ts';

/** A filled-in registration form waiting for its email to be verified. */
export type PendingRegistration =
  | { role: 'user'; account: UserSignupInput; credentials: readonly File[] }
  | { role: 'professional'; account: ProfessionalSignupInput; credentials: readonly File[] };

/** How a registration ended: a user is signed in, a professional waits for review. */
export type RegistrationResult = {
  role: PendingRegistration['role'];
  email: string;
  signedIn: boolean;
  message: string;
};

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

function payloadOf(pending: PendingRegistration, otp: string): RegisterWithOtpInput {
  return pending.role === 'user'
    ? { ...pending.account, role: 'user', otp }
    : { ...pending.account, role: 'professional', otp };
}

/**
 * Spec section 4, Registration: the form is submitted, a code is mailed and the OTP dialog opens;
 * a verified code creates the account. Holds the code typed, the resend deadline and the result.
 */
export function useRegistrationFlow() {
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const registerWithOtp = useRegisterWithOtp();
  const [pending, setPending] = useState<PendingRegistration | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [code, setCode] = useState('');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [result, setResult] = useState<RegistrationResult | null>(null);

  /** Mails a code for the form's email and opens the dialog (reopens it if a code is still fresh). */
  function start(next: PendingRegistration) {
    const { email } = next.account;
    const codeStillFresh =
      pending?.account.email === email && resendAt !== null && resendAt > Date.now();
    if (codeStillFresh) {
      setPending(next);
      setDialogOpen(true);
      return;
    }
    sendOtp.mutate(
      { email },
      {
        onSuccess: () => {
          setPending(next);
          setCode('');
          setResendAt(Date.now() + OTP_RESEND_COOLDOWN_MS);
          setDialogOpen(true);
          notify({
            title: 'OTP Sent',
            description: `We sent a ${OTP_LENGTH}-digit code to ${email}.`,
            variant: 'success',
          });
        },
        onError: (error) =>
          notify({
            title: 'Failed to Send OTP',
            description: errorMessageOf(error, 'Failed to send verification code'),
            variant: 'error',
          }),
      },
    );
  }

  function resend() {
    if (!pending) return;
    const { email } = pending.account;
    sendOtp.mutate(
      { email },
      {
        onSuccess: () => {
          setCode('');
          setResendAt(Date.now() + OTP_RESEND_COOLDOWN_MS);
          notify({
            title: 'OTP Resent',
            description: `A new code is on its way to ${email}.`,
            variant: 'success',
          });
        },
        onError: (error) =>
          notify({
            title: 'Failed to Resend',
            description: errorMessageOf(error, 'Failed to send verification code'),
            variant: 'error',
          }),
      },
    );
  }

  function createAccount(registration: PendingRegistration, otp: string) {
    registerWithOtp.mutate(
      { payload: payloadOf(registration, otp), credentials: registration.credentials },
      {
        onSuccess: (answer) => {
          setDialogOpen(false);
          setResult({
            role: registration.role,
            email: registration.account.email,
            signedIn: answer.signedIn,
            message: answer.message,
          });
          if (registration.role === 'user') {
            notify({
              title: 'Account created successfully! You are now logged in.',
              variant: 'success',
            });
          }
        },
        onError: (error) =>
          notify({
            title: 'Registration Failed',
            description: errorMessageOf(error, 'Registration failed'),
            variant: 'error',
          }),
      },
    );
  }

  /** Checks the code typed in the dialog, then creates the account with it. */
  function confirm() {
    if (!pending) return;
    if (!OTP_PATTERN.test(code)) {
      notify({
        title: 'Invalid OTP',
        description: `Please enter a valid ${OTP_LENGTH}-digit OTP`,
        variant: 'error',
      });
      return;
    }
    const registration = pending;
    verifyOtp.mutate(
      { email: registration.account.email, otp: code },
      {
        onSuccess: () => {
          notify({ title: 'Email Verified!', variant: 'success' });
          createAccount(registration, code);
        },
        onError: (error) =>
          notify({
            title: 'Verification Failed',
            description: errorMessageOf(error, 'Invalid or expired OTP'),
            variant: 'error',
          }),
      },
    );
  }

  return {
    pending,
    result,
    code,
    setCode,
    resendAt,
    dialogOpen,
    setDialogOpen,
    start,
    resend,
    confirm,
    sending: sendOtp.isPending,
    confirming: verifyOtp.isPending || registerWithOtp.isPending,
  };
}
