/**
 * What a call asks of the devices (decision 070): one place, so the dialog, camera switching and
 * screen sharing ask alike.
 */

/** The front camera at 720p and 30 fps where it can; the browser picks the nearest it has. */
export const CAMERA_CONSTRAINTS = {
  width: { ideal: 1280 },
  height: { ideal: 720 },
  frameRate: { ideal: 30 },
  facingMode: 'user',
} as const satisfies MediaTrackConstraints;

/** The browser's own clean-up of the voice: no echo of the other side, no hiss, even loudness. */
export const MICROPHONE_CONSTRAINTS = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
} as const satisfies MediaTrackConstraints;

/** A shared screen at up to 1080p: documents stay readable. */
export const SCREEN_CONSTRAINTS = {
  video: { width: 1920, height: 1080 },
} as const satisfies DisplayMediaStreamOptions;
