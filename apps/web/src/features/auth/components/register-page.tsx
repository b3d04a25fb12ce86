import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Briefcase, User } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { T, useT } from '@/i18n';
import { preloadable } from '@/lib/preloadable.ts';
import { useRegistrationFlow } from '../hooks/use-registration-flow.ts';
import { authPathKeepingIntent } from '../lib/sign-in-intent.ts';
import { preloadScreen } from '../screen-preload.ts';
import { ChosenFieldNote } from './chosen-field-note.tsx';
import { AuthPageFrame } from './auth-page-frame.tsx';
import { RegistrationComplete } from './registration-complete.tsx';
import { UserRegisterForm } from './user-register-form.tsx';

type Tab = 'user' | 'professional';

// The code dialog (and the dialog primitives under it) is needed only once a form is sent: its
// download starts then, while the code is being mailed.
const loadOtpDialog = () =>
  import('./otp-dialog.tsx').then((module) => ({ default: module.OtpDialog }));
const OtpDialog = lazy(loadOtpDialog);

// Most people register as clients: the professional's form (its field, documents and uploads)
// downloads on the first sign of choosing that tab, or at once when the address opens on it,
// and is drawn from then on (issue 33).
const professionalForm = preloadable(() => import('./professional-register-form.tsx'));
const ProfessionalRegisterForm = professionalForm.lazyOf((m) => m.ProfessionalRegisterForm);
const preloadProfessionalForm = () => {
  professionalForm.preload().catch(() => {});
};

// Both forms stay mounted, so switching tabs keeps what was typed in each; the other one is hidden.
const shownWhen = (active: boolean) => (active ? undefined : { display: 'none' });

/** /register: the two registration tabs, the OTP dialog, then the matching success screen. */
export function RegisterPage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'professional' ? 'professional' : 'user';
  const flow = useRegistrationFlow();
  // Once shown, the professional's form stays mounted (hidden) like the client's, keeping what was typed.
  const [professionalOpened, setProfessionalOpened] = useState(tab === 'professional');
  if (tab === 'professional' && !professionalOpened) setProfessionalOpened(true);

  if (flow.result) return <RegistrationComplete result={flow.result} />;

  return (
    <AuthPageFrame
      wide
      title={t('auth.register.title')}
      description={t('auth.register.description')}
      footer={
        <div className="space-y-2">
          <p className="text-muted-foreground">
            <T
              id="auth.register.haveAccount"
              components={{
                0: (
                  <Link
                    to={authPathKeepingIntent('/login', searchParams)}
                    {...preloadScreen('/login')}
                    className="rounded-sm font-medium text-primary hover:underline"
                  />
                ),
              }}
            />
          </p>
          <a href="/" className="rounded-sm font-medium text-primary hover:underline">
            {t('auth.backToHome')}
          </a>
        </div>
      }
    >
      {tab === 'user' && <ChosenFieldNote search={searchParams} action="signUp" />}
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setSearchParams(
            (current) => {
              const kept = new URLSearchParams(current);
              if (next === 'professional') kept.set('tab', next);
              else kept.delete('tab');
              return kept;
            },
            { replace: true },
          )
        }
      >
        <TabsList aria-label={t('auth.register.accountType')} className="w-full">
          <TabsTrigger value="user">
            <User aria-hidden="true" className="hidden size-4 sm:block" />
            {t('auth.register.asUser')}
          </TabsTrigger>
          <TabsTrigger
            value="professional"
            onPointerEnter={preloadProfessionalForm}
            onTouchStart={preloadProfessionalForm}
            onFocus={preloadProfessionalForm}
          >
            <Briefcase aria-hidden="true" className="hidden size-4 sm:block" />
            {t('auth.register.asProfessional')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="user" forceMount style={shownWhen(tab === 'user')}>
          <UserRegisterForm
            busy={flow.sending && !flow.dialogOpen && tab === 'user'}
            onSubmit={(account, showFieldError) => {
              void loadOtpDialog();
              flow.start({ role: 'user', account, credentials: [] }, showFieldError);
            }}
          />
        </TabsContent>
        <TabsContent value="professional" forceMount style={shownWhen(tab === 'professional')}>
          {professionalOpened && (
            <Suspense
              fallback={
                <Spinner className="mx-auto my-8 size-8 text-primary" label={t('common.loading')} />
              }
            >
              <ProfessionalRegisterForm
                busy={flow.sending && !flow.dialogOpen && tab === 'professional'}
                onSubmit={(account, credentials, showFieldError) => {
                  void loadOtpDialog();
                  flow.start({ role: 'professional', account, credentials }, showFieldError);
                }}
              />
            </Suspense>
          )}
        </TabsContent>
      </Tabs>
      {flow.pending && (
        <Suspense fallback={null}>
          <OtpDialog
            open={flow.dialogOpen}
            onOpenChange={flow.setDialogOpen}
            email={flow.pending.account.email}
            code={flow.code}
            onCodeChange={flow.setCode}
            error={flow.otpError}
            resentTo={flow.resentTo}
            onConfirm={flow.confirm}
            confirming={flow.confirming}
            resendAt={flow.resendAt}
            onResend={flow.resend}
            resending={flow.sending}
            codeNotSent={flow.codeNotSent}
          />
        </Suspense>
      )}
    </AuthPageFrame>
  );
}
