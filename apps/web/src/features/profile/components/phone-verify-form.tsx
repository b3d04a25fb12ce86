import { formatPhone } from '@salahkar/domain/schemas/phone';
import { PhoneCodeSteps, type PhoneCodeTexts } from '@/components/forms/phone-code-steps.tsx';
import { Button } from '@/components/ui/button.tsx';
import { notify } from '@/components/ui/toaster.tsx';
import { msg, useT } from '@/i18n';
import { notifyFailure } from '@/lib/notify-failure.ts';
import { useRequestPhoneCode, useVerifyPhone } from '../api/use-phone.ts';

const TEXTS: PhoneCodeTexts = {
  numberLabel: msg('profile.phone.numberLabel'),
  sendCode: msg('profile.phone.sendCode'),
  codeSent: msg('profile.phone.codeSent'),
  codeLabel: msg('profile.phone.codeLabel'),
  confirm: msg('profile.phone.verify'),
  resend: msg('profile.phone.resend'),
  resendIn: msg('profile.phone.resendIn'),
  resent: msg('profile.phone.resent'),
  otherNumber: msg('profile.phone.otherNumber'),
};

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

  return (
    <PhoneCodeSteps
      layout="inline"
      sendCode={requestCode}
      confirmCode={verify}
      texts={TEXTS}
      cancel={
        onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('profile.phone.cancel')}
          </Button>
        )
      }
      onSendFailed={(error) =>
        notifyFailure(error, t('profile.phone.sendFailedTitle'), t('profile.phone.sendFailed'))
      }
      onConfirmFailed={(error) =>
        notifyFailure(error, t('profile.phone.verifyFailedTitle'), t('profile.phone.verifyFailed'))
      }
      onConfirmed={(phone) => {
        notify({
          title: t('profile.phone.verifiedTitle'),
          description: t('profile.phone.verified', { phone: formatPhone(phone) }),
          variant: 'success',
        });
        onDone();
      }}
    />
  );
}
