import { useId } from 'react';
import { Globe } from 'lucide-react';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { currentLanguage, useT } from '@/i18n';
import { notifyFailure } from '@/lib/notify-failure.ts';
import {
  usePublicProfileSetting,
  useSavePublicProfileSetting,
} from '../api/use-public-profile-setting.ts';
import { ProfileSection, SectionLoad } from './profile-section.tsx';

/**
 * A professional's "Show my profile publicly" switch (decision 215): on, anyone can open their
 * profile page (name, photo, field, experience, city, languages, what was verified, rating and
 * consented reviews; never email, phone or licence number) and search engines may list it.
 */
export function PublicProfileSection() {
  const t = useT();
  const headingId = useId();
  const switchId = useId();
  const setting = usePublicProfileSetting();
  const save = useSavePublicProfileSetting();
  const path = setting.data?.path ?? null;
  const pagePath = path && currentLanguage() === 'hi' ? `/hi${path}` : path;

  return (
    <ProfileSection
      icon={Globe}
      title={t('profile.public.title')}
      description={t('profile.public.description')}
      headingId={headingId}
    >
      <SectionLoad query={setting} failed={t('profile.public.loadFailed')}>
        {(data) => (
          <div className="space-y-2">
            <div className="flex items-center justify-between gap-3">
              <Label htmlFor={switchId}>{t('profile.public.switch')}</Label>
              <Switch
                id={switchId}
                checked={data.showPublicProfile}
                disabled={save.isPending}
                onCheckedChange={(showPublicProfile) =>
                  save.mutate(
                    { showPublicProfile },
                    {
                      onError: (error) =>
                        notifyFailure(
                          error,
                          t('profile.public.saveFailedTitle'),
                          t('profile.public.saveFailed'),
                        ),
                    },
                  )
                }
              />
            </div>
            {pagePath ? (
              <a
                href={pagePath}
                className="inline-block text-sm font-medium text-primary underline underline-offset-2"
              >
                {t('profile.public.view')}
              </a>
            ) : (
              <p className="text-sm text-muted-foreground">
                {data.showPublicProfile ? t('profile.public.notYet') : t('profile.public.hidden')}
              </p>
            )}
          </div>
        )}
      </SectionLoad>
    </ProfileSection>
  );
}
