import { useRef, type ReactNode, type RefObject } from 'react';
import { Camera, CheckCircle2, ImageUp, RotateCcw, Trash2, Upload } from 'lucide-react';
import { UPLOAD_RULES } from '@salahkar/domain/limits';
import { Button } from '@/components/ui/button.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { notify } from '@/components/ui/toaster.tsx';
import type { CurrentUser } from '@/features/auth';
import { UPLOAD_STEPS, type UploadStep } from '../api/use-upload-profile-photo.ts';
import type { PhotoDraft } from '../hooks/use-photo-draft.ts';
import { UserAvatar } from './user-avatar.tsx';

// The screens of the photo dialog, one per state of docs/product/rulings.md: no image,
// camera, preview, uploading, done.

const PHOTO_RULE = UPLOAD_RULES.profilePhoto;

const STEP_TEXT: Record<UploadStep, string> = {
  preparing: 'Preparing upload…',
  uploading: 'Uploading photo…',
  saving: 'Saving to your profile…',
};

/** The gallery checks of docs/product/rulings.md: an image, at most 5 MB. True when the file may go. */
function acceptGalleryFile(file: File): boolean {
  if (!(PHOTO_RULE.mimeTypes as readonly string[]).includes(file.type)) {
    notify({
      title: 'Invalid File Type',
      description: 'Please select an image file.',
      variant: 'error',
    });
    return false;
  }
  if (file.size > PHOTO_RULE.maxBytes) {
    notify({
      title: 'File Too Large',
      description: 'Please select an image smaller than 5MB.',
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
  const galleryRef = useRef<HTMLInputElement>(null);
  return (
    <div className="space-y-5">
      <div className="flex justify-center">
        <UserAvatar user={user} className="size-24 text-2xl" />
      </div>
      <p className="text-center text-sm text-muted-foreground">
        {user.profileImageUrl ? 'Your current photo.' : 'You have no profile photo yet.'} Use a
        clear, recent photo of your face.
      </p>
      <input
        ref={galleryRef}
        type="file"
        accept={PHOTO_RULE.mimeTypes.join(',')}
        aria-label="Choose a photo from your gallery"
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
          Take Photo
        </Button>
        <Button variant="outline" size="lg" onClick={() => galleryRef.current?.click()}>
          <ImageUp aria-hidden="true" className="size-5" />
          Choose from Gallery
        </Button>
      </div>
      <p className="text-center text-xs text-muted-foreground">
        {PHOTO_RULE.typesInWords}, up to 5 MB.
      </p>
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
  return (
    <div className="space-y-4">
      <PhotoFrame>
        {/* Mirrored like a looking glass, which is how people expect to see themselves. */}
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label="Camera preview"
          className="size-full -scale-x-100 object-cover"
        />
      </PhotoFrame>
      <ActionRow>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onCapture}>
          <Camera aria-hidden="true" className="size-4" />
          Capture
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
  const fromCamera = draft.source === 'camera';
  return (
    <div className="space-y-4">
      <PhotoFrame>
        <img src={draft.url} alt="Your new profile photo" className="size-full object-cover" />
      </PhotoFrame>
      <ActionRow>
        <Button variant="outline" onClick={onDiscard}>
          {fromCamera ? (
            <RotateCcw aria-hidden="true" className="size-4" />
          ) : (
            <Trash2 aria-hidden="true" className="size-4" />
          )}
          {fromCamera ? 'Retake' : 'Clear'}
        </Button>
        <Button onClick={onUpload}>
          <Upload aria-hidden="true" className="size-4" />
          Upload Photo
        </Button>
      </ActionRow>
    </div>
  );
}

/** The photo on its way: which of the three calls is under way. */
export function PhotoUploading({ draft, step }: { draft: PhotoDraft; step: UploadStep | null }) {
  const current = step ?? 'preparing';
  const text = STEP_TEXT[current];
  return (
    <div className="space-y-4">
      <PhotoFrame>
        <img
          src={draft.url}
          alt="Your new profile photo"
          className="size-full object-cover opacity-60"
        />
      </PhotoFrame>
      <Progress
        value={((UPLOAD_STEPS.indexOf(current) + 1) / (UPLOAD_STEPS.length + 1)) * 100}
        label="Photo upload"
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
  return (
    <div className="space-y-5 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success" />
      <p role="status" className="font-medium">
        Your profile photo has been updated.
      </p>
      <div className="flex justify-center">
        <UserAvatar user={user} className="size-24 text-2xl" />
      </div>
      <div>
        <Button className="w-full sm:w-auto" onClick={onClose}>
          Done
        </Button>
      </div>
    </div>
  );
}
