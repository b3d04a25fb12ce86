import { useRef, type ReactNode, type RefObject } from 'react';
import { Camera, CheckCircle2, ImageUp, RotateCcw, Trash2, Upload } from 'lucide-react';
import { UPLOAD_RULES } from '@salahkar/domain/limits';
import { Button } from '@/components/ui/button.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { notify } from '@/components/ui/toaster.tsx';
import { cn } from '@/lib/cn.ts';
import type { CurrentUser } from '@/lib/current-user.ts';
import { msg, t as translate, useT } from '@/i18n';
import { UPLOAD_STEPS, type UploadStep } from '../api/use-upload-profile-photo.ts';
import type { PhotoDraft } from '../hooks/use-photo-draft.ts';
import { UserAvatar } from './user-avatar.tsx';

// The screens of the photo dialog, one per state of docs/product/rulings.md: no image,
// camera, preview, uploading, done.

const PHOTO_RULE = UPLOAD_RULES.profilePhoto;

const STEP_TEXT: Record<UploadStep, string> = {
  preparing: msg('profile.photo.step.preparing'),
  uploading: msg('profile.photo.step.uploading'),
  saving: msg('profile.photo.step.saving'),
};

/** The gallery checks of docs/product/rulings.md: an image, at most 5 MB. True when the file may go. */
function acceptGalleryFile(file: File): boolean {
  if (!(PHOTO_RULE.mimeTypes as readonly string[]).includes(file.type)) {
    notify({
      title: translate('profile.photo.invalidTypeTitle'),
      description: translate('profile.photo.invalidType'),
      variant: 'error',
    });
    return false;
  }
  if (file.size > PHOTO_RULE.maxBytes) {
    notify({
      title: translate('profile.photo.tooLargeTitle'),
      description: translate('profile.photo.tooLarge'),
      variant: 'error',
    });
    return false;
  }
  return true;
}

function PhotoFrame({ children }: { children: ReactNode }) {
  return (
    <div className="relative mx-auto flex aspect-[4/3] w-full max-w-sm items-center justify-center overflow-hidden rounded-xl bg-muted">
      {children}
    </div>
  );
}

/** The new photo, before and (dimmed) while it is uploaded. */
function DraftFrame({ draft, dimmed = false }: { draft: PhotoDraft; dimmed?: boolean }) {
  const t = useT();
  return (
    <PhotoFrame>
      <img
        src={draft.url}
        alt={t('profile.photo.newPhotoAlt')}
        className={cn('size-full object-cover', dimmed && 'opacity-60')}
      />
    </PhotoFrame>
  );
}

function ActionRow({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}

/** No image yet: the current photo (or initials), and the camera or the gallery to get one. */
export function PhotoSourcePicker({
  user,
  cameraStarting,
  onTakePhoto,
  onChooseFile,
}: {
  user: CurrentUser;
  cameraStarting: boolean;
  onTakePhoto: () => void;
  onChooseFile: (file: File) => void;
}) {
  const t = useT();
  const galleryRef = useRef<HTMLInputElement>(null);
  return (
    <div className="space-y-5">
      <div className="flex justify-center">
        <UserAvatar user={user} className="size-24 text-2xl" />
      </div>
      <p className="text-center text-sm text-muted-foreground">
        {user.profileImageUrl ? t('profile.photo.current') : t('profile.photo.none')}
      </p>
      <input
        ref={galleryRef}
        type="file"
        accept={PHOTO_RULE.mimeTypes.join(',')}
        aria-label={t('profile.photo.chooseLabel')}
        className="hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file && acceptGalleryFile(file)) onChooseFile(file);
        }}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Button variant="outline" size="lg" loading={cameraStarting} onClick={onTakePhoto}>
          <Camera aria-hidden="true" className="size-5" />
          {t('profile.photo.take')}
        </Button>
        <Button variant="outline" size="lg" onClick={() => galleryRef.current?.click()}>
          <ImageUp aria-hidden="true" className="size-5" />
          {t('profile.photo.choose')}
        </Button>
      </div>
      <p className="text-center text-xs text-muted-foreground">{t('profile.photo.rules')}</p>
    </div>
  );
}

/** The front camera, live. */
export function CameraView({
  videoRef,
  onCancel,
  onCapture,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  onCancel: () => void;
  onCapture: () => void;
}) {
  const t = useT();
  return (
    <div className="space-y-4">
      <PhotoFrame>
        {/* Mirrored like a looking glass, which is how people expect to see themselves. */}
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t('profile.photo.cameraPreview')}
          className="size-full -scale-x-100 object-cover"
        />
      </PhotoFrame>
      <ActionRow>
        <Button variant="outline" onClick={onCancel}>
          {t('profile.photo.cancel')}
        </Button>
        <Button onClick={onCapture}>
          <Camera aria-hidden="true" className="size-4" />
          {t('profile.photo.capture')}
        </Button>
      </ActionRow>
    </div>
  );
}

/** A captured or chosen photo, before it is uploaded: Retake (camera) or Clear (gallery). */
export function PhotoPreview({
  draft,
  onDiscard,
  onUpload,
}: {
  draft: PhotoDraft;
  onDiscard: () => void;
  onUpload: () => void;
}) {
  const t = useT();
  const fromCamera = draft.source === 'camera';
  return (
    <div className="space-y-4">
      <DraftFrame draft={draft} />
      <ActionRow>
        <Button variant="outline" onClick={onDiscard}>
          {fromCamera ? (
            <RotateCcw aria-hidden="true" className="size-4" />
          ) : (
            <Trash2 aria-hidden="true" className="size-4" />
          )}
          {fromCamera ? t('profile.photo.retake') : t('profile.photo.clear')}
        </Button>
        <Button onClick={onUpload}>
          <Upload aria-hidden="true" className="size-4" />
          {t('profile.photo.upload')}
        </Button>
      </ActionRow>
    </div>
  );
}

/** The photo on its way: which of the three calls is under way. */
export function PhotoUploading({ draft, step }: { draft: PhotoDraft; step: UploadStep | null }) {
  const t = useT();
  const current = step ?? 'preparing';
  const text = t(STEP_TEXT[current]);
  return (
    <div className="space-y-4">
      <DraftFrame draft={draft} dimmed />
      <Progress
        value={((UPLOAD_STEPS.indexOf(current) + 1) / (UPLOAD_STEPS.length + 1)) * 100}
        label={t('profile.photo.progressLabel')}
        valueText={text}
      />
      <p role="status" className="text-center text-sm text-muted-foreground">
        {text}
      </p>
    </div>
  );
}

/** The saved photo, as the profile now shows it. */
export function PhotoDone({ user, onClose }: { user: CurrentUser; onClose: () => void }) {
  const t = useT();
  return (
    <div className="space-y-5 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success" />
      <p role="status" className="font-medium">
        {t('profile.photo.done')}
      </p>
      <div className="flex justify-center">
        <UserAvatar user={user} className="size-24 text-2xl" />
      </div>
      <div>
        <Button className="w-full sm:w-auto" onClick={onClose}>
          {t('profile.photo.doneButton')}
        </Button>
      </div>
    </div>
  );
}
