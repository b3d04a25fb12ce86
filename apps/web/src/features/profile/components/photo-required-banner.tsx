import { Camera, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import type { CurrentUser } from '@/lib/current-user.ts';
import { useT } from '@/i18n';

/** True for a professional who has been asked for a profile photo and has not added one yet. */
export function needsProfilePhoto(user: CurrentUser): boolean {
  return user.role === 'professional' && user.profilePhotoRequired && !user.profileImageUrl;
}

/** The warning a professional sees on every screen until they add the photo asked of them. */
export function PhotoRequiredBanner({
  user,
  onAddPhoto,
}: {
  user: CurrentUser;
  onAddPhoto: () => void;
}) {
  const t = useT();
  if (!needsProfilePhoto(user)) return null;
  return (
    <section
      aria-labelledby="photo-required-title"
      className="border-b border-amber-200 bg-amber-50 text-warning"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:px-6">
        <TriangleAlert aria-hidden="true" className="hidden size-5 shrink-0 sm:block" />
        <div className="flex-1 text-sm">
          <h2 id="photo-required-title" className="font-semibold">
            {t('profile.banner.title')}
          </h2>
          <p>{t('profile.banner.body')}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={onAddPhoto}
          className="self-start sm:self-auto"
        >
          <Camera aria-hidden="true" className="size-4" />
          {t('profile.banner.addPhoto')}
        </Button>
      </div>
    </section>
  );
}
