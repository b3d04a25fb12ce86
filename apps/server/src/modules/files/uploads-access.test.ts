import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { formWithFiles, JPEG_BYTES, PDF_BYTES } from '../../test/files.ts';
import { usePerson } from '../../test/marketplace.ts';
import { uploadPhoto } from '../../test/photos.ts';

const application = {
  role: 'professional',
  specialization: 'Lawyer',
  experience: 7,
  bio: 'Advocate at the Bombay High Court, practising property and family law since 2018.',
  licenseNumber: 'MAH/1234/2018',
};

describe('GET /api/uploads/:name', () => {
  const t = useTestApp();
  const applicant = usePerson(t);
  const stranger = usePerson(t);
  const admin = usePerson(t, { role: 'admin' });
  let photoPath: string;
  let credentialPath: string;

  beforeAll(async () => {
    photoPath = (await uploadPhoto(t, applicant.cookie, JPEG_BYTES)).objectPath;
    const applied = await t.request('/api/users/role', {
      method: 'POST',
      headers: { cookie: applicant.cookie },
      body: formWithFiles(application, [
        { name: 'Bar Council ID – राज.pdf', type: 'application/pdf', bytes: PDF_BYTES },
      ]),
    });
    expect(applied.status).toBe(200);
    const [credential] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.kind, 'credentialDocument'));
    credentialPath = `/api/uploads/${credential!.name}`;
  });

  it('serves a profile photo inline to anyone signed in, and to nobody else', async () => {
    const response = await t.request(photoPath, { headers: { cookie: stranger.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-disposition')).toMatch(
      /^inline; filename="profile-photo\.jpg"/,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(JPEG_BYTES);

    const anonymous = await t.request(photoPath);
    expect(anonymous.status).toBe(401);
  });

  it('serves a credential document as an attachment to its owner and to admins', async () => {
    for (const cookie of [applicant.cookie, admin.cookie]) {
      const response = await t.request(credentialPath, { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="Bar Council ID _ ___.pdf"; filename*=UTF-8''${encodeURIComponent('Bar Council ID – राज.pdf')}`,
      );
      expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF_BYTES);
    }
  });

  it("answers 404 for someone else's credential document, exactly as for a missing file", async () => {
    const forbidden = await t.request(credentialPath, { headers: { cookie: stranger.cookie } });
    const missing = await t.request('/api/uploads/0123456789abcdef0123456789abcdef.pdf', {
      headers: { cookie: stranger.cookie },
    });
    expect(forbidden.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await forbidden.json()).toEqual(await missing.json());
    expect((await t.request(credentialPath)).status).toBe(401);
  });

  it('serves nothing of a kind that has no access rule yet, nor odd names', async () => {
    await t.database.db.insert(storedFiles).values({
      name: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.pdf',
      kind: 'consultationDocument',
      originalName: 'report.pdf',
      mimeType: 'application/pdf',
      size: 10,
    });
    for (const cookie of [admin.cookie, applicant.cookie]) {
      const response = await t.request('/api/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.pdf', {
        headers: { cookie },
      });
      expect(response.status).toBe(404);
    }
    for (const name of ['..%2F..%2Fpackage.json', '.hidden']) {
      expect(
        (await t.request(`/api/uploads/${name}`, { headers: { cookie: admin.cookie } })).status,
      ).toBe(404);
    }
    // A NUL is refused before any route looks at the name.
    expect(
      (await t.request('/api/uploads/a%00b.pdf', { headers: { cookie: admin.cookie } })).status,
    ).toBe(400);
  });
});
