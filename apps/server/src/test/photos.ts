import type { TestApp, TestResponse } from './app.ts';

/** Asks for a photo upload URL as the signed-in person and returns it. */
export async function requestUploadUrl(t: TestApp, cookie: string): Promise<string> {
  const response = await t.request('/api/objects/upload', { method: 'POST', headers: { cookie } });
  if (response.status !== 200) throw new Error(`no upload URL: ${response.status}`);
  return (await response.json()).uploadURL;
}

/** PUTs bytes to an upload URL the way the photo dialog does. */
export function putBytes(
  t: TestApp,
  uploadURL: string,
  cookie: string | undefined,
  bytes: Buffer,
  contentType = 'image/jpeg',
): Promise<TestResponse> {
  return t.request(uploadURL, {
    method: 'PUT',
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    body: bytes,
  });
}

/** Uploads a photo and returns its upload URL and the object path it was stored at. */
export async function uploadPhoto(
  t: TestApp,
  cookie: string,
  bytes: Buffer,
): Promise<{ uploadURL: string; objectPath: string }> {
  const uploadURL = await requestUploadUrl(t, cookie);
  const response = await putBytes(t, uploadURL, cookie, bytes);
  if (response.status !== 200) throw new Error(`upload failed: ${await response.text()}`);
  return { uploadURL, objectPath: (await response.json()).objectPath };
}
