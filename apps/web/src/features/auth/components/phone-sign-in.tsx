import { useEffect, useRef, useState, type FormEvent } from 'react';
import { OTP_LENGTH, OTP_RESEND_COOLDOWN_MS, OTP_TTL_MS } from '@salahkar/domain/limits';
import { formatPhone, phoneCodeSchema, phoneSchema } from '@salahkar/domain/schemas/phone';
import { OtpInput } from '@/components/forms/otp-input.tsx';
import { PHONE_PREFIX, PhoneInput } from '@/components/forms/phone-input.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { notify } from '@/components/ui/toaster.tsx';
import { useCountdown } from '@/hooks/use-countdown.ts';
import { T, useT } from '@/i18n';
import { errorMessageOf, fieldErrorOf } from '@/lib/api-client.ts';
import { usePhoneLogin, useSendPhoneCode } from '../api/use-phone-sign-in.ts';

const TTL_MINUTES = OTP_TTL_MS / 60_000;

/** Sign in with a verified mobile number: the number, then the 6-digit code sent to it by SMS. */
export function PhoneSignIn() {
  const t = useT();
  const sendCode = useSendPhoneCode();
  const login = usePhoneLogin();
  const [typed, setTyped] = useState(PHONE_PREFIX);
  const [phoneError, setPhoneError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [resent, setResent] = useState(false);
  const secondsLeft = useCountdown(resendAt);
  const codeBox = useRef<HTMLInputElement>(null);
  const phoneBox = useRef<HTMLInputElement>(null);

  // A refused code sends focus back to the box, so its error (tied to it) is read out.
  useEffect(() => {
    if (codeError) codeBox.current?.focus();
  }, [codeError]);

  function send(phone: string, again: boolean) {
    sendCode.mutate(
      { phone },
      {
        onSuccess: () => {
          setSentTo(phone);
          setResendAt(Date.now() + OTP_RESEND_COOLDOWN_MS);
          setResent(again);
          setCodeError(undefined);
        },
        onError: (error) => {
          const fieldError = fieldErrorOf(error, ['phone'] as const);
          if (fieldError && !again) {
            setPhoneError(fieldError.message);
            phoneBox.current?.focus();
            return;
          }
          notify({
            title: t('auth.phone.sendFailedTitle'),
            description: errorMessageOf(error, t('auth.phone.sendFailed')),
            variant: 'error',
          });
        },
      },
    );
  }

  function submitNumber(event: FormEvent) {
    event.preventDefault();
    const parsed = phoneSchema.safeParse(typed);
    if (!parsed.success) {
      setPhoneError(parsed.error.issues[0]!.message);
      phoneBox.current?.focus();
      return;
    }
    setPhoneError(undefined);
    send(parsed.data, false);
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    const parsed = phoneCodeSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]!.message);
      return;
    }
    login.mutate(
      { phone: sentTo!, code: parsed.data },
      {
        onError: (error) => {
          const fieldError = fieldErrorOf(error, ['code', 'phone'] as const);
          if (fieldError) {
            setCodeError(fieldError.message);
            return;
          }
          notify({
            title: t('auth.login.failedTitle'),
            description: errorMessageOf(error, t('auth.phone.failed')),
            variant: 'error',
          });
        },
      },
    );
  }

  function changeNumber() {
    setSentTo(null);
    setCode('');
    setCodeError(undefined);
    setResent(false);
  }

  if (!sentTo) {
    return (
      <form noValidate onSubmit={submitNumber} className="space-y-4">
        <FormField
          label={t('auth.phone.numberLabel')}
          hint={t('auth.phone.numberHint')}
          error={phoneError}
        >
          <PhoneInput ref={phoneBox} value={typed} onValueChange={setTyped} autoFocus />
        </FormField>
        <Button type="submit" className="w-full" loading={sendCode.isPending}>
          {t('auth.phone.sendCode')}
        </Button>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={submitCode} className="space-y-4">
      <p className="text-sm text-muted-foreground">
        <T
          id="auth.phone.codeSent"
          values={{ phone: formatPhone(sentTo), length: OTP_LENGTH, minutes: TTL_MINUTES }}
          components={{ 0: <strong className="whitespace-nowrap text-foreground" /> }}
        />
      </p>
      <FormField label={t('auth.phone.codeLabel')} error={codeError}>
        <OtpInput
          ref={codeBox}
          value={code}
          onValueChange={setCode}
          placeholder="••••••"
          autoFocus
        />
      </FormField>
      <Button type="submit" className="w-full" loading={login.isPending}>
        {t('auth.phone.signIn')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0"
          onClick={() => send(sentTo, true)}
          disabled={secondsLeft > 0}
          loading={sendCode.isPending}
        >
          {secondsLeft > 0
            ? t('auth.phone.resendIn', { seconds: secondsLeft })
            : t('auth.phone.resend')}
        </Button>
        <Button variant="link" size="sm" className="h-auto px-0" onClick={changeNumber}>
          {t('auth.phone.otherNumber')}
        </Button>
      </div>
      <p role="status" className="text-center text-sm text-success empty:hidden">
        {resent && t('auth.phone.resent')}
      </p>
    </form>
  );
}
