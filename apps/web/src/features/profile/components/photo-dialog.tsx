import { useCallback, useState } from 'react';
import { DialogFrame, type DialogState } from '@/components/ui/dialog.tsx';
import { notify } from '@/components/ui/toaster.tsx';
import type { CurrentUser } from '@/lib/current-user.ts';
import { msg, t as translate, useT } from '@/i18n';
import { useUploadProfilePhoto } from '../api/use-upload-profile-photo.ts';
import { useCamera, type CameraFailure } from '../hooks/use-camera.ts';
import { usePhotoDraft } from '../hooks/use-photo-draft.ts';
import {
  CameraView,
  PhotoDone,
  PhotoPreview,
  PhotoSourcePicker,
  PhotoUploading,
} from './photo-stages.tsx';

const CAMERA_FAILURES: Record<CameraFailure, string> = {
  'no-access': msg('profile.photo.cameraNoAccess'),
  'no-preview': msg('profile.photo.cameraNoPreview'),
};

function PhotoDialogBody({ user, onClose }: { user: CurrentUser; onClose: () => void }) {
  const { draft, setDraft } = usePhotoDraft();
  const [done, setDone] = useState(false);
  const upload = useUploadProfilePhoto();
  const onCameraFailure = useCallback(
    (failure: CameraFailure) =>
      notify({
        title: translate('profile.photo.cameraErrorTitle'),
        description: translate(CAMERA_FAILURES[failure]),
        variant: 'error',
      }),
    [],
  );
  const { videoRef, live, starting, start, stop, capture } = useCamera(onCameraFailure);

  async function takePhoto() {
    try {
      setDraft(await capture(), 'camera');
    } catch {
      onCameraFailure('no-preview');
    }
  }

  if (done) return <PhotoDone user={user} onClose={onClose} />;
  if (draft && upload.isPending) return <PhotoUploading draft={draft} step={upload.step} />;
  if (draft) {
    return (
      <PhotoPreview
        draft={draft}
        onDiscard={() => {
          setDraft(null);
          if (draft.source === 'camera') void start();
        }}
        onUpload={() => upload.mutate(draft.blob, { onSuccess: () => setDone(true) })}
      />
    );
  }
  if (live) return <CameraView videoRef={videoRef} onCancel={stop} onCapture={takePhoto} />;
  return (
    <PhotoSourcePicker
      user={user}
      cameraStarting={starting}
      onTakePhoto={() => void start()}
      onChooseFile={(file) => setDraft(file, 'gallery')}
    />
  );
}

/**
 * The photo dialog of a professional (docs/product/rulings.md, R-35): a camera capture or a gallery
 * image, previewed, then uploaded. Closing it turns the camera off.
 */
export function PhotoDialog({
  open,
  onOpenChange,
  user,
}: {
  user: CurrentUser;
} & DialogState) {
  const t = useT();
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={t('profile.photo.title')}
      description={t('profile.photo.description')}
    >
      <PhotoDialogBody user={user} onClose={() => onOpenChange(false)} />
    </DialogFrame>
  );
}
