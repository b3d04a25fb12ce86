import { useEffect, useRef } from 'react';
import { MailCheck } from 'lucide-react';
import { OTP_LENGTH, OTP_TTL_MS } from '@salahkar/domain/limits';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, type DialogState } from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { useCountdown } from '@/hooks/use-countdown.ts';
import { T, useT } from '@/i18n';
import { OtpInput } from '@/components/forms/otp-input.tsx';

const OTP_TTL_MINUTES = OTP_TTL_MS / 60_000;

/** The email verification step of registration: the code, Verify, and Resend after a minute. */
export function OtpDialog({
  open,
  onOpenChange,
  email,
  code,
  onCodeChange,
  error,
  resentTo,
  onConfirm,
  confirming,
  resendAt,
  onResend,
  resending,
  codeNotSent = false,
}: {
  email: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** Why the code was refused, shown under the code box. */
  error: string | null;
  /** Set after Resend OTP: where the new code went. */
  resentTo: string | null;
  onConfirm: () => void;
  confirming: boolean;
  resendAt: number | null;
  onResend: () => void;
  resending: boolean;
  /** The code's mail could not be sent: the person is asked to try again. */
  codeNotSent?: boolean;
} & DialogState) {
  const t = useT();
  const secondsLeft = useCountdown(resendAt);
  const codeBox = useRef<HTMLInputElement>(null);

  // A refused code sends focus back to the box, so its error (tied to it) is read out.
  useEffect(() => {
    if (error) codeBox.current?.focus();
  }, [error]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('auth.otp.title')}
        description={
          <T
            id="auth.otp.description"
            values={{ length: OTP_LENGTH, email, minutes: OTP_TTL_MINUTES }}
            components={{ 0: <strong /> }}
          />
        }
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
          className="space-y-4"
        >
          <MailCheck aria-hidden="true" className="mx-auto size-10 text-primary" />
          <FormField label={t('auth.otp.codeLabel')} error={error ?? undefined}>
            <OtpInput
              ref={codeBox}
              value={code}
              onValueChange={onCodeChange}
              placeholder="••••••"
              autoFocus
            />
          </FormField>
          <Button type="submit" className="w-full" loading={confirming}>
            {t('auth.otp.submit')}
          </Button>
          <div className="flex flex-wrap items-center justify-center gap-x-2 text-sm text-muted-foreground">
            <span>{t('auth.otp.noCode')}</span>
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0"
              onClick={onResend}
              disabled={secondsLeft > 0}
              loading={resending}
            >
              {secondsLeft > 0
                ? t('auth.otp.resendIn', { seconds: secondsLeft })
                : t('auth.otp.resend')}
            </Button>
          </div>
          <p role="status" className="text-center text-sm text-success empty:hidden">
            {resentTo && !codeNotSent && t('auth.otp.resentTo', { email: resentTo })}
          </p>
          <p role="alert" className="text-center text-sm text-destructive empty:hidden">
            {codeNotSent && t('auth.otp.notSent')}
          </p>
          <p className="text-center text-xs text-muted-foreground">{t('auth.otp.spam')}</p>
        </form>
      </DialogContent>
    </Dialog>
  );
}
