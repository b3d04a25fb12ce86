import { ApiError } from './api-client.ts';

/** The file name a response's Content-Disposition gives, if any. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

/**
 * Downloads a file the API serves behind the session (a chat transcript, an export) and saves it
 * under the name the server gives, else `fallbackName`. Fetching rather than navigating lets a
 * failure (401, 403, 500) reach the caller as an {@link ApiError}, so the screen can say so.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, await response.text());
  }
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the bytes once the click is handled; free them soon after.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
  return name;
}
