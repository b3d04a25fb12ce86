import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file.ts';
import {
  notifyAdminFailure,
  notifyAdminSuccess,
  type AdminActionTexts,
} from './use-admin-action.ts';

/** A file to download: where the API serves it, and the name to save it under if none is sent. */
export interface AdminDownload {
  url: string;
  fallbackName: string;
}

/**
 * An admin download (a chat transcript, an export): `start(...)` fetches the file `fileOf(...)`
 * names (its date-stamped fallback name written at that moment), `isPending` while it comes, the
 * spec's success toast once it is saved, its 'Error' toast when the server refuses.
 */
export function useAdminDownload<Args extends unknown[]>(
  { success, failure }: AdminActionTexts,
  fileOf: (...args: Args) => AdminDownload,
) {
  const mutation = useMutation({
    mutationFn: ({ url, fallbackName }: AdminDownload) => downloadFile(url, fallbackName),
    onSuccess: () => notifyAdminSuccess(success),
    onError: (error) => notifyAdminFailure(error, failure),
  });
  return {
    isPending: mutation.isPending,
    start: (...args: Args) => mutation.mutate(fileOf(...args)),
  };
}
