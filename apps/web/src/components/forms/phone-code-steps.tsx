import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { OTP_LENGTH, OTP_RESEND_COOLDOWN_MS, OTP_TTL_MS } from '@salahkar/domain/limits';
import { formatPhone, phoneCodeSchema, phoneSchema } from '@salahkar/domain/schemas/phone';
import { OtpInput } from '@/components/forms/otp-input.tsx';
import { PHONE_PREFIX, PhoneInput } from '@/components/forms/phone-input.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { useCountdown } from '@/hooks/use-countdown.ts';
import { T, useT } from '@/i18n';
import { fieldErrorOf } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';

const TTL_MINUTES = OTP_TTL_MS / 60_000;

/** One of the flow's two calls (a TanStack mutation), seen only as far as the steps use it. */
export interface PhoneCodeCall<Input> {
  mutate: (
    input: Input,
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

/**
 * The caller's message ids, each marked with `msg(…)` in its own feature's catalog. The steps give
 * them their values: `codeSent` gets {phone} (inside <0>), {length} and {minutes}; `resendIn`
 * gets {seconds}.
 */
export interface PhoneCodeTexts {
  numberLabel: string;
  numberHint?: string;
  sendCode: string;
  codeSent: string;
  codeLabel: string;
  confirm: string;
  resend: string;
  resendIn: string;
  resent: string;
  otherNumber: string;
}

/**
 * A mobile number proven by SMS: the number (India's +91 to start with), then the 6-digit code
 * sent to it, with a resend once the cooldown is over and a way back to another number. The
 * caller brings the two calls, the texts and what follows a confirmed code.
 *
 * `layout`: 'page', a form of its own with a full-width button under each box; 'inline', inside
 * another screen, its buttons in a row at the end beside `cancel`.
 */
export function PhoneCodeSteps({
  sendCode,
  confirmCode,
  texts,
  onSendFailed,
  onConfirmFailed,
  onConfirmed,
  layout,
  cancel,
}: {
  sendCode: PhoneCodeCall<{ phone: string }>;
  confirmCode: PhoneCodeCall<{ phone: string; code: string }>;
  texts: PhoneCodeTexts;
  /** A failure to send that is not about the number itself (that one is shown beside the box). */
  onSendFailed: (error: unknown) => void;
  /** A refused code that is not about the code or number (those are shown beside the code box). */
  onConfirmFailed: (error: unknown) => void;
  onConfirmed?: (phone: string) => void;
  layout: 'page' | 'inline';
  cancel?: ReactNode;
}) {
  const t = useT();
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
  const onPage = layout === 'page';

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
          onSendFailed(error);
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
    const phone = sentTo!;
    confirmCode.mutate(
      { phone, code: parsed.data },
      {
        onSuccess: () => onConfirmed?.(phone),
        onError: (error) => {
          const fieldError = fieldErrorOf(error, ['code', 'phone'] as const);
          if (fieldError) setCodeError(fieldError.message);
          else onConfirmFailed(error);
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

  /** The step's submit button: full width under the box on a page, else in the closing row. */
  function submit(label: string, loading: boolean) {
    const button = (
      <Button type="submit" className={onPage ? 'w-full' : undefined} loading={loading}>
        {label}
      </Button>
    );
    if (onPage) return button;
    return (
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancel}
        {button}
      </div>
    );
  }

  const formClass = onPage ? 'space-y-4' : 'space-y-3';

  if (!sentTo) {
    return (
      <form noValidate onSubmit={submitNumber} className={formClass}>
        <FormField
          label={t(texts.numberLabel)}
          hint={texts.numberHint && t(texts.numberHint)}
          error={phoneError}
        >
          <PhoneInput ref={phoneBox} value={typed} onValueChange={setTyped} autoFocus />
        </FormField>
        {submit(t(texts.sendCode), sendCode.isPending)}
      </form>
    );
  }

  const confirmButton = submit(t(texts.confirm), confirmCode.isPending);
  return (
    <form noValidate onSubmit={submitCode} className={formClass}>
      <p className="text-sm text-muted-foreground">
        <T
          id={texts.codeSent}
          values={{ phone: formatPhone(sentTo), length: OTP_LENGTH, minutes: TTL_MINUTES }}
          components={{ 0: <strong className="whitespace-nowrap text-foreground" /> }}
        />
      </p>
      <FormField label={t(texts.codeLabel)} error={codeError}>
        <OtpInput
          ref={codeBox}
          value={code}
          onValueChange={setCode}
          placeholder="••••••"
          autoFocus
        />
      </FormField>
      {onPage && confirmButton}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0"
          onClick={() => send(sentTo, true)}
          disabled={secondsLeft > 0}
          loading={sendCode.isPending}
        >
          {secondsLeft > 0 ? t(texts.resendIn, { seconds: secondsLeft }) : t(texts.resend)}
        </Button>
        <Button variant="link" size="sm" className="h-auto px-0" onClick={changeNumber}>
          {t(texts.otherNumber)}
        </Button>
      </div>
      <p role="status" className={cn('text-sm text-success empty:hidden', onPage && 'text-center')}>
        {resent && t(texts.resent)}
      </p>
      {!onPage && confirmButton}
    </form>
  );
}
