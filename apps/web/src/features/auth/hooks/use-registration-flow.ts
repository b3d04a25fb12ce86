import { useRef, useState } from 'react';
import { OTP_LENGTH, OTP_RESEND_COOLDOWN_MS } from '@salahkar/domain/limits';
import type {
  ProfessionalSignupInput,
  RegisterWithOtpInput,
  UserSignupInput,
} from '@salahkar/domain/schemas/auth';
import { notify } from '@/components/ui/toaster.tsx';
import { t } from '@/i18n';
import { errorMessageOf, fieldErrorOf } from '@/lib/api-client.ts';
import { useRegisterWithOtp } from '../api/use-register-with-otp.ts';
import { useOtpStatus } from '../api/use-otp-status.ts';
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

/** The registration form's fields the server may name in a refusal (a taken email, a weak password). */
export type AccountField = 'email' | 'password';
const ACCOUNT_FIELDS: readonly AccountField[] = ['email', 'password'];

/** Shows a server refusal beside one of the form's own fields. */
export type ShowFieldError = (field: AccountField, message: string) => void;

function payloadOf(pending: PendingRegistration, otp: string): RegisterWithOtpInput {
  return pending.role === 'user'
    ? { ...pending.account, role: 'user', otp }
    : { ...pending.account, role: 'professional', otp };
}

/**
 * docs/product/rulings.md: the form is submitted, a code is mailed and the OTP dialog opens;
 * a verified code creates the account. Holds the code typed, the resend deadline and the result.
 */
export function useRegistrationFlow() {
  const sendOtp = useSendOtp();
  // Each code sent starts a new round of asking whether its mail left.
  const [sendRound, setSendRound] = useState(0);
  const verifyOtp = useVerifyOtp();
  const registerWithOtp = useRegisterWithOtp();
  const [pending, setPending] = useState<PendingRegistration | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [code, setCode] = useState('');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [result, setResult] = useState<RegistrationResult | null>(null);
  // Errors are said where they belong: a wrong code in the dialog, a taken email on the form.
  const [otpError, setOtpError] = useState<string | null>(null);
  const [resentTo, setResentTo] = useState<string | null>(null);
  const showOnForm = useRef<ShowFieldError>(() => undefined);

  /** A refusal that names a field: shown beside it (closing the dialog for a form field). */
  function showBesideField(error: unknown): boolean {
    const onCode = fieldErrorOf(error, ['otp'] as const);
    if (onCode) {
      setOtpError(onCode.message);
      return true;
    }
    const onForm = fieldErrorOf(error, ACCOUNT_FIELDS);
    if (!onForm) return false;
    setDialogOpen(false);
    showOnForm.current(onForm.field, onForm.message);
    return true;
  }

  function changeCode(next: string) {
    setCode(next);
    setOtpError(null);
  }

  /** Mails a code for the form's email and opens the dialog (reopens it if a code is still fresh). */
  function start(next: PendingRegistration, showFieldError: ShowFieldError) {
    showOnForm.current = showFieldError;
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
        // No 'OTP Sent' toast: the dialog that opens says where the code went.
        onSuccess: () => {
          setPending(next);
          setSendRound((round) => round + 1);
          changeCode('');
          setResentTo(null);
          setResendAt(Date.now() + OTP_RESEND_COOLDOWN_MS);
          setDialogOpen(true);
        },
        onError: (error) =>
          showBesideField(error) ||
          notify({
            title: t('auth.otp.sendFailedTitle'),
            description: errorMessageOf(error, t('auth.otp.sendFailed')),
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
          setSendRound((round) => round + 1);
          changeCode('');
          setResentTo(email);
          setResendAt(Date.now() + OTP_RESEND_COOLDOWN_MS);
        },
        onError: (error) =>
          showBesideField(error) ||
          notify({
            title: t('auth.otp.resendFailedTitle'),
            description: errorMessageOf(error, t('auth.otp.sendFailed')),
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
          // No toast: the success screen that replaces the form says the same.
        },
        onError: (error) =>
          showBesideField(error) ||
          notify({
            title: t('auth.register.failedTitle'),
            description: errorMessageOf(error, t('auth.register.failed')),
            variant: 'error',
          }),
      },
    );
  }

  /** Checks the code typed in the dialog, then creates the account with it. */
  function confirm() {
    if (!pending) return;
    if (!OTP_PATTERN.test(code)) {
      setOtpError(t('auth.otp.invalidCode', { length: OTP_LENGTH }));
      return;
    }
    const registration = pending;
    verifyOtp.mutate(
      { email: registration.account.email, otp: code },
      {
        onSuccess: () => createAccount(registration, code),
        onError: (error) =>
          showBesideField(error) ||
          notify({
            title: t('auth.otp.verifyFailedTitle'),
            description: errorMessageOf(error, t('auth.otp.verifyFailed')),
            variant: 'error',
          }),
      },
    );
  }

  const mailStatus = useOtpStatus(dialogOpen && pending ? pending.account.email : null, sendRound)
    .data?.status;

  return {
    pending,
    /** The code's mail could not be sent (it is retried, but the person should ask again). */
    codeNotSent: mailStatus === 'failed',
    result,
    code,
    setCode: changeCode,
    otpError,
    resentTo,
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
