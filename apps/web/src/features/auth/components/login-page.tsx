import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Mail, Smartphone } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { notify } from '@/components/ui/toaster.tsx';
import { T, useT } from '@/i18n';
import { errorMessageOf, fieldErrorOf } from '@/lib/api-client.ts';
import { useLogin } from '../api/use-login.ts';
import { useAuthSchemaForm, warmAuthSchemas } from '../lib/lazy-schema-form.ts';
import { authPathKeepingIntent } from '../lib/sign-in-intent.ts';
import { preloadScreen } from '../screen-preload.ts';
import { AuthPageFrame } from './auth-page-frame.tsx';
import { ChosenFieldNote } from './chosen-field-note.tsx';
import { PasswordInput } from './password-input.tsx';

// The phone form carries the mobile-number metadata (libphonenumber-js): loaded once it is chosen.
const PhoneSignIn = lazy(() =>
  import('./phone-sign-in.tsx').then((m) => ({ default: m.PhoneSignIn })),
);

/** The same address with the phone form chosen (`?with=phone`) or not, keeping the rest. */
function searchWith(search: URLSearchParams, phone: boolean): string {
  const next = new URLSearchParams(search);
  if (phone) next.set('with', 'phone');
  else next.delete('with');
  const query = next.toString();
  return query ? `?${query}` : '';
}

/**
 * /login, and the screen a visitor sees in place of any page that needs a session: email and
 * password, or a verified mobile number and a code by SMS.
 */
export function LoginPage() {
  const t = useT();
  const login = useLogin();
  const [search] = useSearchParams();
  const withPhone = search.get('with') === 'phone';
  const { register, handleSubmit, setError, errors } = useAuthSchemaForm('loginSchema', {
    email: '',
    password: '',
  });

  const signIn = handleSubmit((values) =>
    login.mutate(values, {
      onError: (error) => {
        // Wrong credentials are said beside the password; only other failures become a toast.
        const fieldError = fieldErrorOf(error, ['email', 'password'] as const);
        if (fieldError) {
          setError(fieldError.field, { message: fieldError.message }, { shouldFocus: true });
          return;
        }
        notify({
          title: t('auth.login.failedTitle'),
          description: errorMessageOf(error, t('auth.login.failed')),
          variant: 'error',
        });
      },
    }),
  );

  return (
    <AuthPageFrame
      title={t('auth.login.title')}
      description={t('auth.login.description')}
      footer={
        <a href="/" className="rounded-sm font-medium text-primary hover:underline">
          {t('auth.backToHome')}
        </a>
      }
    >
      <ChosenFieldNote search={search} action="signIn" />
      {withPhone ? (
        <Suspense
          fallback={
            <Spinner className="mx-auto my-8 size-8 text-primary" label={t('common.loading')} />
          }
        >
          <PhoneSignIn />
        </Suspense>
      ) : (
        <form noValidate onSubmit={signIn} onFocus={warmAuthSchemas} className="space-y-4">
          <FormField label={t('auth.field.email')} error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
          </FormField>
          <FormField label={t('auth.field.password')} error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...register('password')} />
          </FormField>
          <div className="text-right text-sm">
            <Link to="/forgot-password" className="rounded-sm text-primary hover:underline">
              {t('auth.login.forgot')}
            </Link>
          </div>
          <Button type="submit" className="w-full" loading={login.isPending}>
            {t('auth.login.submit')}
          </Button>
        </form>
      )}
      <p className="mt-4 text-center text-sm">
        <Link
          to={{ search: searchWith(search, !withPhone) }}
          className="inline-flex items-center gap-2 rounded-sm font-medium text-primary hover:underline"
        >
          {withPhone ? (
            <Mail aria-hidden="true" className="size-4" />
          ) : (
            <Smartphone aria-hidden="true" className="size-4" />
          )}
          {withPhone ? t('auth.login.withEmail') : t('auth.login.withPhone')}
        </Link>
      </p>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        <T
          id="auth.login.newHere"
          components={{
            0: (
              <Link
                to={authPathKeepingIntent('/register', search)}
                {...preloadScreen('/register')}
                className="rounded-sm font-medium text-primary hover:underline"
              />
            ),
          }}
        />
      </p>
    </AuthPageFrame>
  );
}
