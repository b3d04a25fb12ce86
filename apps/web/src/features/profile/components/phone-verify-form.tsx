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
import { fieldErrorOf } from '@/lib/api-client.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';
import { useRequestPhoneCode, useVerifyPhone } from '../api/use-phone.ts';

const TTL_MINUTES = OTP_TTL_MS / 60_000;

/**
 * Adding or changing the verified number: the number (India's +91 to start with), then the
 * 6-digit code sent to it by SMS. The old number, if any, stays until the new one is verified.
 */
export function PhoneVerifyForm({
  onDone,
  onCancel,
}: {
  onDone: () => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const requestCode = useRequestPhoneCode();
  const verify = useVerifyPhone();
  const [typed, setTyped] = useState(PHONE_PREFIX);
  const [phoneError, setPhoneError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [resent, setResent] = useState(false);
  const secondsLeft = useCountdown(resendAt);
  const phoneBox = useRef<HTMLInputElement>(null);
  const codeBox = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (codeError) codeBox.current?.focus();
  }, [codeError]);

  function send(phone: string, again: boolean) {
    requestCode.mutate(
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
          notifyFailure(error, t('profile.phone.sendFailedTitle'), t('profile.phone.sendFailed'));
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
    verify.mutate(
      { phone: sentTo!, code: parsed.data },
      {
        onSuccess: () => {
          notify({
            title: t('profile.phone.verifiedTitle'),
            description: t('profile.phone.verified', { phone: formatPhone(sentTo!) }),
            variant: 'success',
          });
          onDone();
        },
        onError: (error) => {
          const fieldError = fieldErrorOf(error, ['code', 'phone'] as const);
          if (fieldError) setCodeError(fieldError.message);
          else
            notifyFailure(
              error,
              t('profile.phone.verifyFailedTitle'),
              t('profile.phone.verifyFailed'),
            );
        },
      },
    );
  }

  const cancel = onCancel && (
    <Button variant="ghost" onClick={onCancel}>
      {t('profile.phone.cancel')}
    </Button>
  );

  if (!sentTo) {
    return (
      <form noValidate onSubmit={submitNumber} className="space-y-3">
        <FormField label={t('profile.phone.numberLabel')} error={phoneError}>
          <PhoneInput ref={phoneBox} value={typed} onValueChange={setTyped} autoFocus />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {cancel}
          <Button type="submit" loading={requestCode.isPending}>
            {t('profile.phone.sendCode')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={submitCode} className="space-y-3">
      <p className="text-sm text-muted-foreground">
        <T
          id="profile.phone.codeSent"
          values={{ phone: formatPhone(sentTo), length: OTP_LENGTH, minutes: TTL_MINUTES }}
          components={{ 0: <strong className="whitespace-nowrap text-foreground" /> }}
        />
      </p>
      <FormField label={t('profile.phone.codeLabel')} error={codeError}>
        <OtpInput
          ref={codeBox}
          value={code}
          onValueChange={setCode}
          placeholder="••••••"
          autoFocus
        />
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0"
          onClick={() => send(sentTo, true)}
          disabled={secondsLeft > 0}
          loading={requestCode.isPending}
        >
          {secondsLeft > 0
            ? t('profile.phone.resendIn', { seconds: secondsLeft })
            : t('profile.phone.resend')}
        </Button>
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0"
          onClick={() => {
            setSentTo(null);
            setCode('');
            setCodeError(undefined);
            setResent(false);
          }}
        >
          {t('profile.phone.otherNumber')}
        </Button>
      </div>
      <p role="status" className="text-sm text-success empty:hidden">
        {resent && t('profile.phone.resent')}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancel}
        <Button type="submit" loading={verify.isPending}>
          {t('profile.phone.verify')}
        </Button>
      </div>
    </form>
  );
}
