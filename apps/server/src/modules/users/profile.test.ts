import { eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { currentUserSchema } from '@salahkar/domain';
import { storageDirOf } from '../../adapters/storage/index.ts';
import { storedFiles, users } from '../../db/schema/index.ts';
import type { AccountOverrides } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { createPerson, usePerson } from '../../test/marketplace.ts';
import { JPEG_BYTES, PNG_BYTES } from '../../test/files.ts';
import { requestUploadUrl, uploadPhoto } from '../../test/photos.ts';

describe('PUT /api/profile', () => {
  const t = useTestApp();
  const person = usePerson(t, { mobile: '+91 98200 00000' });

  const form = {
    firstName: '  Meera ',
    lastName: 'Iyer',
    email: 'someone-else@example.com',
    mobile: '',
    address: '12 Residency Road',
    city: 'Bengaluru',
    languages: 'Kannada, Tamil, English',
  };

  it('saves the fields, ignores the email, and answers the current user', async () => {
    const response = await t.request('/api/profile', {
      method: 'PUT',
      headers: { cookie: person.cookie },
      json: form,
    });
    expect(response.status).toBe(200);
    const body = currentUserSchema.parse(await response.json());
    expect(body).toMatchObject({
      email: person.user.email,
      firstName: 'Meera',
      lastName: 'Iyer',
      mobile: null,
      address: '12 Residency Road',
      city: 'Bengaluru',
      languages: 'Kannada, Tamil, English',
      role: 'user',
      professionalApplication: 'none',
    });
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, person.user.email));
    expect(row).toMatchObject({ firstName: 'Meera', mobile: null });
    expect(
      await t.database.db.select().from(users).where(eq(users.email, form.email)),
    ).toHaveLength(0);
  });

  it.each([
    [{ firstName: ' ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ mobile: 'call me' }, 'Please enter a valid mobile number'],
    [{ city: 'x'.repeat(101) }, 'City cannot exceed 100 characters'],
  ])('refuses %o with a readable 400', async (change, message) => {
    const response = await t.request('/api/profile', {
      method: 'PUT',
      headers: { cookie: person.cookie },
      json: { ...form, ...change },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
  });

  it('needs a signed-in person', async () => {
    const response = await t.request('/api/profile', { method: 'PUT', json: form });
    expect(response.status).toBe(401);
  });
});

describe('PUT /api/profile/photo', () => {
  const t = useTestApp();
  const professional = usePerson(t, { role: 'professional', profilePhotoRequired: true });
  const other = usePerson(t);

  const setPhoto = (photoURL: string, who = professional.cookie) =>
    t.request('/api/profile/photo', {
      method: 'PUT',
      headers: { cookie: who },
      json: { photoURL },
    });

  it('takes the upload URL, sets the photo and clears the request for one', async () => {
    const { uploadURL, objectPath } = await uploadPhoto(t, professional.cookie, JPEG_BYTES);
    const response = await setPhoto(uploadURL);
    expect(response.status).toBe(200);
    const body = currentUserSchema.parse(await response.json());
    expect(body.profileImageUrl).toBe(objectPath);
    expect(body.profilePhotoRequired).toBe(false);
  });

  it('takes the object path (even absolute) and deletes the photo it replaces', async () => {
    const first = await uploadPhoto(t, professional.cookie, JPEG_BYTES);
    expect((await setPhoto(first.objectPath)).status).toBe(200);
    const oldName = first.objectPath.split('/').pop()!;

    const second = await uploadPhoto(t, professional.cookie, PNG_BYTES);
    const response = await setPhoto(`${t.url}${second.objectPath}`);
    expect(response.status).toBe(200);
    expect((await response.json()).profileImageUrl).toBe(second.objectPath);

    expect(await readdir(storageDirOf(t.config))).not.toContain(oldName);
    expect(
      await t.database.db.select().from(storedFiles).where(eq(storedFiles.name, oldName)),
    ).toHaveLength(0);
    expect(
      (await t.request(first.objectPath, { headers: { cookie: professional.cookie } })).status,
    ).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, professional.user.id));
    expect(row!.profileImageUrl).toBe(second.objectPath);
  });

  it("refuses another person's photo, by either URL", async () => {
    const theirs = await uploadPhoto(t, other.cookie, JPEG_BYTES);
    for (const photoURL of [theirs.objectPath, theirs.uploadURL]) {
      const response = await setPhoto(photoURL);
      expect(response.status).toBe(403);
      expect((await response.json()).message).toBe(
        'You can only use a photo you uploaded yourself.',
      );
    }
  });

  it.each([
    ['an unused upload URL', 'unused', 400, 'Upload the photo to its upload URL before saving it.'],
    [
      'an unknown object',
      '/api/uploads/0123456789abcdef0123456789abcdef.jpg',
      404,
      'Photo not found. Please upload it again.',
    ],
    [
      'a foreign address',
      'https://example.com/me.jpg',
      400,
      'Photo URL must be the upload URL or the path the upload answered.',
    ],
    ['nothing', '  ', 400, 'Photo URL is required'],
  ])('refuses %s', async (_label, given, status, message) => {
    const photoURL = given === 'unused' ? await requestUploadUrl(t, professional.cookie) : given;
    const response = await setPhoto(photoURL);
    expect(response.status).toBe(status);
    expect((await response.json()).message).toBe(message);
  });
});

describe('who owes a profile photo (GET /api/auth/user)', () => {
  const t = useTestApp();

  const currentUserOf = async (overrides: AccountOverrides) => {
    const { cookie } = await createPerson(t, overrides);
    const response = await t.request('/api/auth/user', { headers: { cookie } });
    return { cookie, body: currentUserSchema.parse(await response.json()) };
  };

  it('an approved professional without a photo owes one, until they add it', async () => {
    const { cookie, body } = await currentUserOf({ role: 'professional' });
    expect(body.profilePhotoRequired).toBe(true);

    const { uploadURL } = await uploadPhoto(t, cookie, JPEG_BYTES);
    const saved = await t.request('/api/profile/photo', {
      method: 'PUT',
      headers: { cookie },
      json: { photoURL: uploadURL },
    });
    expect(currentUserSchema.parse(await saved.json()).profilePhotoRequired).toBe(false);
    const after = await t.request('/api/auth/user', { headers: { cookie } });
    expect(currentUserSchema.parse(await after.json()).profilePhotoRequired).toBe(false);
  });

  it('nobody else does: a professional awaiting approval, a user, an admin', async () => {
    for (const overrides of [
      { role: 'professional' as const, isApproved: false },
      { role: 'user' as const },
      { role: 'admin' as const },
    ]) {
      expect((await currentUserOf(overrides)).body.profilePhotoRequired).toBe(false);
    }
  });
});
