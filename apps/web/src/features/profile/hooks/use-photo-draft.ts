import { useCallback, useEffect, useRef, useState } from 'react';

/** A photo chosen or captured but not yet uploaded, with a URL the preview can show. */
export type PhotoDraft = { blob: Blob; url: string; source: 'camera' | 'gallery' };

/**
 * Holds the photo waiting to be uploaded. Each object URL is released when the draft is replaced,
 * cleared, or the dialog closes, so previews do not pile up in memory.
 */
export function usePhotoDraft() {
  const [draft, setDraftState] = useState<PhotoDraft | null>(null);
  const urlRef = useRef<string | null>(null);

  const setDraft = useCallback((blob: Blob | null, source: PhotoDraft['source'] = 'gallery') => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    const url = blob ? URL.createObjectURL(blob) : null;
    urlRef.current = url;
    setDraftState(blob && url ? { blob, url, source } : null);
  }, []);

  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  return { draft, setDraft };
}
