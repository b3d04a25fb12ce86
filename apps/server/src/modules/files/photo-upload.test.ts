import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { storageDirOf } from '../../adapters/storage/index.ts';
import { useTestApp } from '../../test/app.ts';
import { usePerson } from '../../test/marketplace.ts';
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES, sized, TEXT_BYTES } from '../../test/files.ts';
import { putBytes, requestUploadUrl } from '../../test/photos.ts';
import { createUploadSigner, loadUploadSigningSecret } from './upload-signing.ts';

const MB = 1024 * 1024;

describe('profile photo upload URLs', () => {
  const t = useTestApp();
  const professional = usePerson(t, { role: 'professional' });
  const other = usePerson(t);

  const storedCount = async () =>
    (await readdir(storageDirOf(t.config)).catch(() => [])).filter((name) => !name.startsWith('.'))
      .length;

  it('needs a signed-in person', async () => {
    const response = await t.request('/api/objects/upload', { method: 'POST' });
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe('Unauthorized');
  });

  it('hands out a same-origin URL that expires in 10 minutes', async () => {
    const before = Date.now();
    const response = await t.request('/api/objects/upload', {
      method: 'POST',
      headers: { cookie: professional.cookie },
    });
    expect(response.status).toBe(200);
    const after = Date.now();
    const { uploadURL, expiresAt } = await response.json();
    expect(uploadURL).toMatch(/^\/api\/objects\/uploads\/[\w.-]+$/);
    // Expiry is kept in whole seconds, so it may fall up to a second short of ten minutes.
    expect(Date.parse(expiresAt)).toBeGreaterThan(before + 10 * 60_000 - 1000);
    expect(Date.parse(expiresAt)).toBeLessThanOrEqual(after + 10 * 60_000);
  });

  it('stores an image under a random name and serves it back, once per URL', async () => {
    const uploadURL = await requestUploadUrl(t, professional.cookie);
    const response = await putBytes(t, uploadURL, professional.cookie, PNG_BYTES, 'image/jpeg');
    expect(response.status).toBe(200);
    const { objectPath } = await response.json();
    // Stored by what the bytes are (PNG), whatever the request claimed.
    expect(objectPath).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);

    const served = await t.request(objectPath, { headers: { cookie: other.cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_BYTES);

    const again = await putBytes(t, uploadURL, professional.cookie, JPEG_BYTES);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(
      'This upload link has already been used. Please request a new one.',
    );
  });

  it.each([
    [
      'text sent as image/jpeg',
      TEXT_BYTES,
      'image/jpeg',
      415,
      'File type must be JPG, PNG or WEBP image',
    ],
    [
      'a PDF sent as image/png',
      PDF_BYTES,
      'image/png',
      415,
      'File type must be JPG, PNG or WEBP image',
    ],
    ['an empty body', Buffer.alloc(0), 'image/jpeg', 400, 'File is empty'],
    [
      '5 MB + 1 byte of PNG',
      sized(PNG_BYTES, 5 * MB + 1),
      'image/png',
      413,
      'File must be 5 MB or smaller',
    ],
  ])(
    'refuses %s before storing anything, and keeps the URL usable',
    async (_label, bytes, type, status, message) => {
      const uploadURL = await requestUploadUrl(t, professional.cookie);
      const before = await storedCount();
      const response = await putBytes(t, uploadURL, professional.cookie, bytes, type);
      expect(response.status).toBe(status);
      expect((await response.json()).message).toBe(message);
      expect(await storedCount()).toBe(before);

      const retry = await putBytes(t, uploadURL, professional.cookie, JPEG_BYTES);
      expect(retry.status).toBe(200);
    },
  );

  it('accepts a photo of exactly 5 MB sent as raw bytes', async () => {
    const uploadURL = await requestUploadUrl(t, professional.cookie);
    const response = await putBytes(
      t,
      uploadURL,
      professional.cookie,
      sized(JPEG_BYTES, 5 * MB),
      'application/octet-stream',
    );
    expect(response.status).toBe(200);
  });

  it('refuses a body that is not raw image bytes', async () => {
    const uploadURL = await requestUploadUrl(t, professional.cookie);
    const response = await t.request(uploadURL, {
      method: 'PUT',
      headers: { cookie: professional.cookie },
      json: { image: 'data:image/png;base64,AAAA' },
    });
    expect(response.status).toBe(415);
    expect((await response.json()).message).toMatch(/Send the photo itself as the request body/);
  });

  it("refuses another person's URL, and a stranger", async () => {
    const uploadURL = await requestUploadUrl(t, professional.cookie);
    const foreign = await putBytes(t, uploadURL, other.cookie, JPEG_BYTES);
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).message).toBe(
      'This upload link is not valid for your account. Please request a new one.',
    );
    expect((await putBytes(t, uploadURL, undefined, JPEG_BYTES)).status).toBe(401);
    // Still unused: its owner can use it.
    expect((await putBytes(t, uploadURL, professional.cookie, JPEG_BYTES)).status).toBe(200);
  });

  it('refuses a forged or mangled URL', async () => {
    const uploadURL = await requestUploadUrl(t, professional.cookie);
    const mangled = uploadURL.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await putBytes(t, mangled, professional.cookie, JPEG_BYTES)).status).toBe(403);
    const longer = uploadURL.replace(/\.(\d+)\./, (_m, seconds) => `.${Number(seconds) + 3600}.`);
    expect((await putBytes(t, longer, professional.cookie, JPEG_BYTES)).status).toBe(403);
    expect(
      (await putBytes(t, '/api/objects/uploads/nonsense', professional.cookie, JPEG_BYTES)).status,
    ).toBe(403);
  });

  it('refuses an expired URL', async () => {
    const signer = createUploadSigner(await loadUploadSigningSecret(t.config));
    const { token } = signer.issue(professional.user.id, new Date(Date.now() - 11 * 60_000));
    const response = await putBytes(
      t,
      `/api/objects/uploads/${token}`,
      professional.cookie,
      JPEG_BYTES,
    );
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe(
      'This upload link has expired. Please request a new one.',
    );
  });

  it('lets exactly one of two simultaneous uploads to one URL through', async () => {
    const uploadURL = await requestUploadUrl(t, professional.cookie);
    const statuses = await Promise.all(
      [PNG_BYTES, JPEG_BYTES].map(
        async (bytes) => (await putBytes(t, uploadURL, professional.cookie, bytes)).status,
      ),
    );
    expect(statuses.sort()).toEqual([200, 409]);
  });
});
