import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { currentUserSchema } from '@salahkar/domain';
import { storageDirOf } from '../../adapters/storage/index.ts';
import { storedFiles, users } from '../../db/schema/index.ts';
import { createAccount, signIn, type AccountOverrides } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { waitForMail } from '../../test/mailbox.ts';
import {
  formWithFiles,
  JPEG_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  sized,
  TEXT_BYTES,
} from '../../test/files.ts';

const application = {
  role: 'professional',
  specialization: 'CA',
  experience: 12,
  bio: 'Chartered Accountant in Pune: income tax returns, GST and small-business books since 2013.',
  licenseNumber: 'ICAI 112233',
};

describe('POST /api/users/role', () => {
  const t = useTestApp();

  const account = async (overrides: AccountOverrides = {}) => {
    const { user, password } = await createAccount(t, overrides);
    return { user, cookie: await signIn(t, user.email, password) };
  };
  const apply = (cookie: string, body: unknown) =>
    t.request('/api/users/role', {
      method: 'POST',
      headers: { cookie },
      ...(body instanceof FormData ? { body } : { json: body }),
    });
  const rowOf = async (id: string) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  const storedCount = async () =>
    (await readdir(storageDirOf(t.config)).catch(() => [])).filter((name) => !name.startsWith('.'))
      .length;

  it.each([
    [{ specialization: undefined }, 'Please select a specialization'],
    [{ specialization: 'Astrologer' }, 'Please select a specialization'],
    [{ experience: 0 }, 'Experience must be at least 1 year'],
    [{ experience: 51 }, 'Experience cannot exceed 50 years'],
    [{ experience: 2.5 }, 'Experience must be a whole number of years'],
    [{ experience: 'many' }, 'Experience must be at least 1 year'],
    [{ bio: 'Too short to say anything about a practice.' }, 'Bio must be at least 50 characters'],
    [{ bio: 'x'.repeat(501) }, 'Bio cannot exceed 500 characters'],
    [{ licenseNumber: ' ' }, 'Professional registration or licence number is required'],
    [{ licenseNumber: 'x'.repeat(65) }, 'Licence number cannot exceed 64 characters'],
  ])('refuses %o with its message and changes nothing', async (change, message) => {
    const { user, cookie } = await account();
    const response = await apply(cookie, { ...application, ...change });
    expect(response.status).toBe(400);
    // The field is the one the change broke: the body names it for the form to mark.
    const [field] = Object.keys(change);
    expect(await response.json()).toEqual({ code: 'VALIDATION_FAILED', message, field });
    expect((await rowOf(user.id)).professionalAppliedAt).toBeNull();
  });

  it('records a pending application; the account stays a user; a receipt is mailed', async () => {
    const { user, cookie } = await account();
    const response = await apply(cookie, application);
    expect(response.status).toBe(200);
    const body = currentUserSchema.parse(await response.json());
    expect(body).toMatchObject({
      role: 'user',
      isApproved: false,
      professionalApplication: 'pending',
      specialization: 'CA',
      experience: 12,
      bio: application.bio,
      licenseNumber: 'ICAI 112233',
    });
    const row = await rowOf(user.id);
    expect(row.role).toBe('user');
    expect(row.professionalAppliedAt).toBeInstanceOf(Date);
    expect(row.rejectedAt).toBeNull();

    await waitForMail(t, user.email, /^We have received your Salahkar application$/);
  });

  it('refuses a second application while one is pending, a professional and an admin', async () => {
    const pending = await account();
    expect((await apply(pending.cookie, application)).status).toBe(200);
    const cases: [string, string][] = [
      [pending.cookie, 'Your application to become a professional is already pending review.'],
      [(await account({ role: 'professional' })).cookie, 'You are already a professional.'],
      [
        (await account({ role: 'professional', isApproved: false })).cookie,
        'You are already a professional.',
      ],
      [
        (await account({ role: 'admin' })).cookie,
        'An admin account cannot apply to be a professional.',
      ],
    ];
    for (const [cookie, message] of cases) {
      const response = await apply(cookie, application);
      expect(response.status).toBe(409);
      expect((await response.json()).message).toBe(message);
    }
  });

  it('lets a rejected applicant apply again, clearing the rejection', async () => {
    const { user, cookie } = await account({
      professionalAppliedAt: new Date(Date.now() - 86_400_000),
      rejectedAt: new Date(),
    });
    const response = await apply(cookie, application);
    expect(response.status).toBe(200);
    expect((await response.json()).professionalApplication).toBe('pending');
    expect((await rowOf(user.id)).rejectedAt).toBeNull();
  });

  it('needs a signed-in person', async () => {
    const response = await t.request('/api/users/role', { method: 'POST', json: application });
    expect(response.status).toBe(401);
  });

  describe('with credential documents (multipart)', () => {
    it('stores up to 3 documents, each typed by its bytes', async () => {
      const { user, cookie } = await account();
      const response = await apply(
        cookie,
        formWithFiles(application, [
          { name: 'membership.pdf', type: 'application/pdf', bytes: PDF_BYTES },
          // A PNG named .pdf is kept as what it is.
          { name: 'id-card.pdf', type: 'application/pdf', bytes: PNG_BYTES },
          { name: 'photo.jpeg', type: 'application/octet-stream', bytes: JPEG_BYTES },
        ]),
      );
      expect(response.status).toBe(200);
      const documents = (await rowOf(user.id)).credentialDocuments;
      expect(documents.map(({ originalName, mimeType }) => ({ originalName, mimeType }))).toEqual([
        { originalName: 'membership.pdf', mimeType: 'application/pdf' },
        { originalName: 'id-card.png', mimeType: 'image/png' },
        { originalName: 'photo.jpg', mimeType: 'image/jpeg' },
      ]);
      const rows = await t.database.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.ownerId, user.id));
      expect(rows.map((row) => row.kind)).toEqual(Array(3).fill('credentialDocument'));
      for (const document of documents) {
        expect(document.name).toMatch(/^[0-9a-f]{32}\.(pdf|png|jpg)$/);
      }
    });

    it.each([
      [
        'text calling itself a PDF',
        [{ name: 'licence.pdf', type: 'application/pdf', bytes: TEXT_BYTES }],
        415,
        'File type must be PDF, JPG or PNG',
      ],
      [
        'a 10 MB + 1 byte PDF',
        [
          {
            name: 'big.pdf',
            type: 'application/pdf',
            bytes: sized(PDF_BYTES, 10 * 1024 * 1024 + 1),
          },
        ],
        413,
        'File must be 10 MB or smaller',
      ],
      [
        'four documents',
        Array.from({ length: 4 }, (_, i) => ({
          name: `d${i}.pdf`,
          type: 'application/pdf',
          bytes: PDF_BYTES,
        })),
        400,
        'Too many files: at most 3 files',
      ],
    ])(
      'refuses %s, storing nothing and recording no application',
      async (_label, files, status, message) => {
        const { user, cookie } = await account();
        const before = await storedCount();
        const response = await apply(cookie, formWithFiles(application, files));
        expect(response.status).toBe(status);
        expect((await response.json()).message).toBe(message);
        expect(await storedCount()).toBe(before);
        expect((await rowOf(user.id)).professionalAppliedAt).toBeNull();
      },
    );

    it('applies the same validation to the payload field', async () => {
      const { cookie } = await account();
      const response = await apply(cookie, formWithFiles({ ...application, experience: 0 }, []));
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe('Experience must be at least 1 year');

      const bare = new FormData();
      bare.append('credentials', new Blob([PDF_BYTES], { type: 'application/pdf' }), 'a.pdf');
      const missing = await apply(cookie, bare);
      expect(missing.status).toBe(400);
      expect((await missing.json()).message).toBe("The form must carry a JSON 'payload' field");
    });
  });
});
