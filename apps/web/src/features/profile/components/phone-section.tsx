import { useId, useRef, useState } from 'react';
import { Smartphone } from 'lucide-react';
import { formatPhone } from '@salahkar/domain/schemas/phone';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { notify } from '@/components/ui/toaster.tsx';
import { useT } from '@/i18n';
import { notifyFailure } from '@/lib/notify-failure.ts';
import { usePhoneStatus, useRemovePhone } from '../api/use-phone.ts';
import { PhoneVerifyForm } from './phone-verify-form.tsx';
import { ProfileSection, SectionLoad } from './profile-section.tsx';

type Mode = 'view' | 'edit' | 'confirmRemove';

/**
 * The profile's verified mobile number: it signs in with an SMS code and receives the SMS and
 * WhatsApp notices the person turns on. Added or changed through a code sent to it; removed here.
 */
export function PhoneSection() {
  const t = useT();
  const headingId = useId();
  const status = usePhoneStatus();
  const remove = useRemovePhone();
  const [mode, setMode] = useState<Mode>('view');
  const actionButton = useRef<HTMLButtonElement>(null);
  const phone = status.data?.phone ?? null;

  /** Back to the number (or the Add button), with focus where the person started. */
  function backToView() {
    setMode('view');
    requestAnimationFrame(() => actionButton.current?.focus());
  }

  function removeNumber() {
    remove.mutate(undefined, {
      onSuccess: () => {
        notify({ title: t('profile.phone.removedTitle'), description: t('profile.phone.removed') });
        backToView();
      },
      onError: (error) =>
        notifyFailure(error, t('profile.phone.removeFailedTitle'), t('profile.phone.removeFailed')),
    });
  }

  return (
    <ProfileSection
      icon={Smartphone}
      title={t('profile.phone.title')}
      description={t('profile.phone.description')}
      headingId={headingId}
    >
      <SectionLoad query={status} failed={t('profile.phone.loadFailed')}>
        {() =>
          mode === 'edit' ? (
            <PhoneVerifyForm onDone={backToView} onCancel={backToView} />
          ) : phone ? (
            <div className="space-y-3">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium whitespace-nowrap">{formatPhone(phone)}</span>
                <Badge tone="success">{t('profile.phone.verifiedBadge')}</Badge>
              </p>
              {mode === 'confirmRemove' ? (
                <div className="space-y-2 rounded-md bg-muted p-3">
                  <p className="text-sm" role="status">
                    {t('profile.phone.confirmRemove')}
                  </p>
                  <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                    <Button variant="ghost" onClick={backToView} autoFocus>
                      {t('profile.phone.keep')}
                    </Button>
                    <Button variant="destructive" onClick={removeNumber} loading={remove.isPending}>
                      {t('profile.phone.remove')}
                    </Button>
                  </div>
                </div>
              ) : (
                <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
                  <Button variant="outline" onClick={() => setMode('confirmRemove')}>
                    {t('profile.phone.remove')}
                  </Button>
                  <Button ref={actionButton} variant="outline" onClick={() => setMode('edit')}>
                    {t('profile.phone.change')}
                  </Button>
                </div>
              )}
            </div>
          ) : (
            <Button ref={actionButton} variant="outline" onClick={() => setMode('edit')}>
              {t('profile.phone.add')}
            </Button>
          )
        }
      </SectionLoad>
    </ProfileSection>
  );
}
