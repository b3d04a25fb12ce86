import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/index.ts';
import { createAccount, signIn } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { formWithFiles, JPEG_BYTES, PDF_BYTES } from '../../test/files.ts';
import { uploadPhoto } from '../../test/photos.ts';

const application = {
  role: 'professional',
  specialization: 'Lawyer',
  experience: 7,
  bio: 'Advocate at the Bombay High Court, practising property and family law since 2018.',
  licenseNumber: 'MAH/1234/2018',
};

describe('GET /api/uploads/:name', () => {
  let t: TestApp;
  let applicant: string;
  let stranger: string;
  let admin: string;
  let photoPath: string;
  let credentialPath: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const sign = async (role: 'user' | 'admin') => {
      const { user, password } = await createAccount(t, { role });
      return signIn(t, user.email, password);
    };
    [applicant, stranger, admin] = [await sign('user'), await sign('user'), await sign('admin')];

    photoPath = (await uploadPhoto(t, applicant, JPEG_BYTES)).objectPath;
    const applied = await t.request('/api/users/role', {
      method: 'POST',
      headers: { cookie: applicant },
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
  afterAll(async () => t.close());

  it('serves a profile photo inline to anyone signed in, and to nobody else', async () => {
    const response = await t.request(photoPath, { headers: { cookie: stranger } });
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
    for (const cookie of [applicant, admin]) {
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
    const forbidden = await t.request(credentialPath, { headers: { cookie: stranger } });
    const missing = await t.request('/api/uploads/0123456789abcdef0123456789abcdef.pdf', {
      headers: { cookie: stranger },
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
    for (const cookie of [admin, applicant]) {
      const response = await t.request('/api/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.pdf', {
        headers: { cookie },
      });
      expect(response.status).toBe(404);
    }
    for (const name of ['..%2F..%2Fpackage.json', '.hidden']) {
      expect((await t.request(`/api/uploads/${name}`, { headers: { cookie: admin } })).status).toBe(
        404,
      );
    }
    // A NUL is refused before any route looks at the name.
    expect((await t.request('/api/uploads/a%00b.pdf', { headers: { cookie: admin } })).status).toBe(
      400,
    );
  });
});
