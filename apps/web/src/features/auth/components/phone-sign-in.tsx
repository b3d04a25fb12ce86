import { PhoneCodeSteps, type PhoneCodeTexts } from '@/components/forms/phone-code-steps.tsx';
import { notify } from '@/components/ui/toaster.tsx';
import { msg, useT } from '@/i18n';
import { errorMessageOf } from '@/lib/api-client.ts';
import { usePhoneLogin, useSendPhoneCode } from '../api/use-phone-sign-in.ts';

const TEXTS: PhoneCodeTexts = {
  numberLabel: msg('auth.phone.numberLabel'),
  numberHint: msg('auth.phone.numberHint'),
  sendCode: msg('auth.phone.sendCode'),
  codeSent: msg('auth.phone.codeSent'),
  codeLabel: msg('auth.phone.codeLabel'),
  confirm: msg('auth.phone.signIn'),
  resend: msg('auth.phone.resend'),
  resendIn: msg('auth.phone.resendIn'),
  resent: msg('auth.phone.resent'),
  otherNumber: msg('auth.phone.otherNumber'),
};

/**
 * Sign in with a verified mobile number: the number, then the 6-digit code sent to it by SMS. A
 * signed-in person is then taken on by the login route's guard.
 */
export function PhoneSignIn() {
  const t = useT();
  const sendCode = useSendPhoneCode();
  const login = usePhoneLogin();

  return (
    <PhoneCodeSteps
      layout="page"
      sendCode={sendCode}
      confirmCode={login}
      texts={TEXTS}
      onSendFailed={(error) =>
        notify({
          title: t('auth.phone.sendFailedTitle'),
          description: errorMessageOf(error, t('auth.phone.sendFailed')),
          variant: 'error',
        })
      }
      onConfirmFailed={(error) =>
        notify({
          title: t('auth.login.failedTitle'),
          description: errorMessageOf(error, t('auth.phone.failed')),
          variant: 'error',
        })
      }
    />
  );
}
