import { useEffect, useRef } from 'react';
import { MailCheck } from 'lucide-react';
import { OTP_LENGTH, OTP_TTL_MS } from '@salahkar/domain/limits';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { useCountdown } from '@/hooks/use-countdown.ts';
import { OtpInput } from './otp-input.tsx';

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
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
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
}) {
  const secondsLeft = useCountdown(resendAt);
  const codeBox = useRef<HTMLInputElement>(null);

  // A refused code sends focus back to the box, so its error (tied to it) is read out.
  useEffect(() => {
    if (error) codeBox.current?.focus();
  }, [error]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Verify your email"
        description={
          <>
            Enter the {OTP_LENGTH}-digit code we sent to <strong>{email}</strong>. It expires in{' '}
            {OTP_TTL_MINUTES} minutes.
          </>
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
          <FormField label="Verification code" error={error ?? undefined}>
            <OtpInput
              ref={codeBox}
              value={code}
              onValueChange={onCodeChange}
              placeholder="••••••"
              autoFocus
            />
          </FormField>
          <Button type="submit" className="w-full" loading={confirming}>
            Verify & Create Account
          </Button>
          <div className="flex flex-wrap items-center justify-center gap-x-2 text-sm text-muted-foreground">
            <span>Didn&apos;t get the code?</span>
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0"
              onClick={onResend}
              disabled={secondsLeft > 0}
              loading={resending}
            >
              {secondsLeft > 0 ? `Resend OTP in ${secondsLeft}s` : 'Resend OTP'}
            </Button>
          </div>
          <p role="status" className="text-center text-sm text-success empty:hidden">
            {resentTo && `A new code is on its way to ${resentTo}.`}
          </p>
          <p className="text-center text-xs text-muted-foreground">
            Check your spam folder if it has not arrived in a minute.
          </p>
        </form>
      </DialogContent>
    </Dialog>
  );
}
