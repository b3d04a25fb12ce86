import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCurrentUser, type CurrentUser } from '@/lib/current-user.ts';
import { fakeFetch, apiError } from '@/test/fake-fetch.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import { renderInProviders } from '@/test/render-providers.tsx';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { PhotoDialog } from './photo-dialog.tsx';

const PROFESSIONAL: CurrentUser = {
  ...SIGNED_IN_USER,
  role: 'professional',
  isApproved: true,
  specialization: 'CA',
  profilePhotoRequired: true,
};
const UPLOAD_URL = '/api/objects/uploads/one-time-token';
const PHOTO_URL = '/api/uploads/photo-1.png';

function SignedInPhotoDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return <PhotoDialog open onOpenChange={onOpenChange} user={user} />;
}

function renderPhotoDialog(routes: Parameters<typeof fakeFetch>[0] = {}) {
  let current = PROFESSIONAL;
  const onOpenChange = vi.fn();
  const fake = fakeFetch({
    'GET /api/auth/user': () => ({ body: current }),
    'POST /api/objects/upload': {
      body: { uploadURL: UPLOAD_URL, expiresAt: '2026-01-15T10:45:00.000Z' },
    },
    [`PUT ${UPLOAD_URL}`]: { body: { objectPath: PHOTO_URL } },
    'PUT /api/profile/photo': () => {
      current = { ...PROFESSIONAL, profileImageUrl: PHOTO_URL };
      return { body: current };
    },
    ...routes,
  });
  // The picker only offers images, but it can be switched to "All files".
  const { user } = renderInProviders(<SignedInPhotoDialog onOpenChange={onOpenChange} />, {
    applyAccept: false,
  });
  return { ...fake, onOpenChange, user };
}

function imageFile(name: string, type: string, sizeBytes = 2048) {
  return new File([new Uint8Array(sizeBytes)], name, { type });
}

// jsdom has no object URLs; a preview only needs a string to show.
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

resetFakesAfterEach();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('PhotoDialog', { timeout: 20_000 }, () => {
  it('refuses a file that is not an image, and an image over 5 MB', async () => {
    const { user } = renderPhotoDialog();
    const dialog = within(await screen.findByRole('dialog', { name: 'Profile Photo' }));
    const gallery = dialog.getByLabelText('Choose a photo from your gallery');

    await user.upload(gallery, imageFile('cv.pdf', 'application/pdf'));
    expect(await screen.findByText('Invalid File Type')).toBeVisible();
    expect(screen.getByText('Please select an image file.')).toBeInTheDocument();

    await user.upload(gallery, imageFile('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('File Too Large')).toBeVisible();
    expect(screen.getByText('Please select an image smaller than 5MB.')).toBeInTheDocument();
    expect(dialog.queryByRole('img', { name: 'Your new profile photo' })).not.toBeInTheDocument();
  });

  it('previews a gallery image, clears it, and uploads the next one to the profile', async () => {
    const { user, calls } = renderPhotoDialog();
    const dialogElement = await screen.findByRole('dialog', { name: 'Profile Photo' });
    const dialog = within(dialogElement);
    const gallery = () => dialog.getByLabelText('Choose a photo from your gallery');

    await user.upload(gallery(), imageFile('first.png', 'image/png'));
    expect(dialog.getByRole('img', { name: 'Your new profile photo' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(dialog.getByRole('button', { name: 'Clear' }));
    expect(dialog.queryByRole('img', { name: 'Your new profile photo' })).not.toBeInTheDocument();

    const photo = imageFile('me.png', 'image/png');
    await user.upload(gallery(), photo);
    await user.click(dialog.getByRole('button', { name: 'Upload Photo' }));

    expect(await dialog.findByText('Your profile photo has been updated.')).toBeVisible();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Profile photo updated successfully!')).toBeInTheDocument();
    const upload = calls.find((call) => call.url === UPLOAD_URL);
    expect(upload?.init).toMatchObject({
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: photo,
    });
    const saved = calls.find((call) => call.url === '/api/profile/photo');
    expect(JSON.parse(String(saved?.init?.body))).toEqual({ photoURL: UPLOAD_URL });
    // The refreshed profile now carries the photo, shown as the avatar.
    await waitFor(() =>
      expect(dialogElement.querySelector(`img[src="${PHOTO_URL}"]`)).toBeInTheDocument(),
    );
  });

  it('says the upload failed and keeps the photo to try again', async () => {
    const { user } = renderPhotoDialog({
      [`PUT ${UPLOAD_URL}`]: apiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Not an image'),
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Profile Photo' }));

    await user.upload(
      dialog.getByLabelText('Choose a photo from your gallery'),
      imageFile('me.png', 'image/png'),
    );
    await user.click(dialog.getByRole('button', { name: 'Upload Photo' }));

    expect(await screen.findByText('Upload Failed')).toBeVisible();
    expect(screen.getByText('Failed to upload photo. Please try again.')).toBeInTheDocument();
    expect(await dialog.findByRole('button', { name: 'Upload Photo' })).toBeEnabled();
  });

  it('says so when the camera cannot be opened', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: vi.fn().mockRejectedValue(new Error('NotAllowedError')) },
    });
    const { user } = renderPhotoDialog();
    const dialog = within(await screen.findByRole('dialog', { name: 'Profile Photo' }));

    await user.click(dialog.getByRole('button', { name: 'Take Photo' }));

    expect(await screen.findByText('Camera Error')).toBeVisible();
    expect(
      screen.getByText('Unable to access camera. Please check permissions.'),
    ).toBeInTheDocument();
  });

  it('shows the front camera mirrored, captures a JPEG, and turns the camera off', async () => {
    const stopTrack = vi.fn();
    const getUserMedia = vi.fn().mockResolvedValue({ getTracks: () => [{ stop: stopTrack }] });
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
    } as unknown as CanvasRenderingContext2D);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((done) => done(new Blob(['jpeg'], { type: 'image/jpeg' })));
    const { user } = renderPhotoDialog();
    const dialog = within(await screen.findByRole('dialog', { name: 'Profile Photo' }));

    await user.click(dialog.getByRole('button', { name: 'Take Photo' }));

    const preview = await dialog.findByLabelText('Camera preview');
    expect(preview).toHaveClass('-scale-x-100');
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
      audio: false,
    });
    await user.click(dialog.getByRole('button', { name: 'Capture' }));

    expect(await dialog.findByRole('img', { name: 'Your new profile photo' })).toBeVisible();
    expect(drawImage).toHaveBeenCalledTimes(1);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.8);
    expect(stopTrack).toHaveBeenCalled();

    await user.click(dialog.getByRole('button', { name: 'Retake' }));
    expect(await dialog.findByLabelText('Camera preview')).toBeVisible();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });
});
