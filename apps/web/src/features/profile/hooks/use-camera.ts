import { useCallback, useEffect, useRef, useState } from 'react';
import { PHOTO_CAPTURE } from '@salahkar/domain/limits';

/** Why the camera could not be used, in the words of the spec's 'Camera Error' toasts. */
export type CameraFailure = 'no-access' | 'no-preview';

function stopTracks(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** Draws the video's current frame at its own size and encodes it as a JPEG (docs/product/rulings.md, R-35). */
function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || PHOTO_CAPTURE.idealWidth;
  canvas.height = video.videoHeight || PHOTO_CAPTURE.idealHeight;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas is not available'));
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      'image/jpeg',
      PHOTO_CAPTURE.jpegQuality,
    );
  });
}

/**
 * The front camera at an ideal 640×480, for a live preview and a still capture. The stream stops
 * on `stop`, after a capture, and when the component using it unmounts.
 */
export function useCamera(onFailure: (failure: CameraFailure) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const mountedRef = useRef(false);
  const [live, setLive] = useState(false);
  const [starting, setStarting] = useState(false);

  const stop = useCallback(() => {
    stopTracks(streamRef.current);
    streamRef.current = null;
    setLive(false);
  }, []);

  const start = useCallback(async () => {
    setStarting(true);
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('No camera API');
      const stream = await navigator.mediaDevices.getUserMedia({
        video: {
          facingMode: 'user',
          width: { ideal: PHOTO_CAPTURE.idealWidth },
          height: { ideal: PHOTO_CAPTURE.idealHeight },
        },
        audio: false,
      });
      // The dialog may have closed while the browser asked for permission.
      if (!mountedRef.current) {
        stopTracks(stream);
        return;
      }
      streamRef.current = stream;
      setLive(true);
    } catch {
      onFailure('no-access');
    } finally {
      setStarting(false);
    }
  }, [onFailure]);

  // The video element appears once `live` is set; hand it the stream then.
  useEffect(() => {
    const video = videoRef.current;
    if (!live || !video) return;
    video.srcObject = streamRef.current;
    video.play().catch(() => {
      stop();
      onFailure('no-preview');
    });
  }, [live, stop, onFailure]);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      stopTracks(streamRef.current);
      streamRef.current = null;
    };
  }, []);

  const capture = useCallback(async () => {
    const video = videoRef.current;
    if (!video) throw new Error('The camera is not on');
    try {
      return await captureFrame(video);
    } finally {
      stop();
    }
  }, [stop]);

  return { videoRef, live, starting, start, stop, capture };
}
