import { useId, useState } from 'react';
import { Laptop, MonitorSmartphone, Smartphone } from 'lucide-react';
import type { AccountSession } from '@salahkar/domain/schemas/auth';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { notify } from '@/components/ui/toaster.tsx';
import { useT } from '@/i18n';
import { formatIstDateTime } from '@/lib/format.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';
import { useSignOut } from '@/lib/sign-out.ts';
import { useAccountSessions, useSignOutSession } from '../api/use-account-sessions.ts';
import { ProfileSection, SectionLoad } from './profile-section.tsx';

/** "Chrome on Android", or as much of it as the browser told. */
function deviceNameOf(
  t: ReturnType<typeof useT>,
  { browser, system }: Pick<AccountSession, 'browser' | 'system'>,
): string {
  if (browser && system) return t('profile.sessions.browserOnSystem', { browser, system });
  if (browser) return browser;
  if (system) {
    return t('profile.sessions.browserOnSystem', {
      browser: t('profile.sessions.aBrowser'),
      system,
    });
  }
  return t('profile.sessions.unknownDevice');
}

function SessionRow({ session }: { session: AccountSession }) {
  const t = useT();
  const deviceName = deviceNameOf(t, session);
  const signOut = useSignOutSession();
  const Icon = session.mobile ? Smartphone : Laptop;

  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="break-words">{deviceName}</span>
            {session.current && <Badge tone="success">{t('profile.sessions.thisDevice')}</Badge>}
          </p>
          <p className="text-sm text-muted-foreground">
            {session.current
              ? t('profile.sessions.activeNow')
              : t('profile.sessions.lastActive', { time: formatIstDateTime(session.lastSeenAt) })}
          </p>
          <p className="text-xs text-muted-foreground">
            {t('profile.sessions.signedIn', { time: formatIstDateTime(session.signedInAt) })}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          aria-label={t('profile.sessions.signOutDevice', { device: deviceName })}
          loading={signOut.isPending}
          onClick={() =>
            signOut.mutate(session.id, {
              onSuccess: () =>
                notify({
                  title: t('profile.sessions.signedOutTitle'),
                  description: t('profile.sessions.signedOut', { device: deviceName }),
                }),
              onError: (error) =>
                notifyFailure(
                  error,
                  t('profile.sessions.signOutFailedTitle'),
                  t('profile.sessions.signOutFailed'),
                ),
            })
          }
        >
          {t('profile.sessions.signOut')}
        </Button>
      )}
    </li>
  );
}

/**
 * Devices and sessions: every browser signed in to the account, this one marked, each of the
 * others signed out on its own, or all of them (this one too) at once.
 */
export function SessionsSection() {
  const t = useT();
  const headingId = useId();
  const sessions = useAccountSessions();
  const signOutAll = useSignOut();
  const [confirming, setConfirming] = useState(false);

  function signOutEverywhere() {
    signOutAll.mutate('/api/auth/sessions/sign-out-all', {
      onError: (error) =>
        notifyFailure(
          error,
          t('profile.sessions.signOutFailedTitle'),
          t('profile.sessions.signOutFailed'),
        ),
    });
  }

  return (
    <ProfileSection
      icon={MonitorSmartphone}
      title={t('profile.sessions.title')}
      description={t('profile.sessions.description')}
      headingId={headingId}
    >
      <SectionLoad
        query={sessions}
        failed={t('profile.sessions.loadFailed')}
        placeholderClassName="h-16 w-full"
      >
        {(data) => (
          <ul className="divide-y divide-border" aria-labelledby={headingId}>
            {data.sessions.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
      </SectionLoad>

      {confirming ? (
        <div className="space-y-2 rounded-md bg-muted p-3">
          <p className="text-sm" role="status">
            {t('profile.sessions.confirmAll')}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setConfirming(false)} autoFocus>
              {t('profile.sessions.stay')}
            </Button>
            <Button
              variant="destructive"
              onClick={signOutEverywhere}
              loading={signOutAll.isPending}
            >
              {t('profile.sessions.signOutAll')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex justify-end">
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {t('profile.sessions.signOutAll')}
          </Button>
        </div>
      )}
    </ProfileSection>
  );
}
