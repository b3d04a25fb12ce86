import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storageDirOf } from '../../adapters/storage/index.ts';
import { consultations, storedFiles } from '../../db/schema/index.ts';
import {
  DOC_BYTES,
  DOCX_BYTES,
  JPEG_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  sized,
  TEXT_BYTES,
} from '../../test/files.ts';
import {
  documentsForm,
  marketplace,
  type Person,
  useMarketplaceApp,
} from '../../test/marketplace.ts';
import { createRequestViewers, OPEN_REQUEST_STATUSES, statusesFor } from '../../test/viewers.ts';
import { transitionRefused } from '../../test/transition-refused.ts';

const t = useMarketplaceApp();
const m = marketplace(t);

const upload = (person: Person | null, id: string, files: Parameters<typeof documentsForm>[0]) =>
  m.jsonAs(person, `/api/consultations/${id}/documents`, {
    method: 'POST',
    body: documentsForm(files),
  });

const pdf = (name = 'form-16.pdf') => ({ name, bytes: PDF_BYTES });

describe('POST /api/consultations/:id/documents', () => {
  it('stores documents typed by their bytes under random names, linked to the request', async () => {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    const { status, body } = await upload(owner, request.id, [
      pdf(),
      { name: 'lease.doc', bytes: DOC_BYTES, type: 'application/msword' },
      // The declared type and extension are ignored: the bytes say it is a Word document.
      { name: 'notice.pdf', bytes: DOCX_BYTES, type: 'application/pdf' },
    ]);
    expect(status).toBe(200);
    expect(body.files).toHaveLength(3);
    const [first] = body.files;
    expect(first).toMatchObject({
      originalName: 'form-16.pdf',
      mimeType: 'application/pdf',
      size: PDF_BYTES.length,
    });
    expect(body.files[1]).toMatchObject({
      originalName: 'lease.doc',
      mimeType: 'application/msword',
    });
    expect(body.files[2]).toMatchObject({
      originalName: 'notice.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(body.files[2].name).toMatch(/\.docx$/);
    expect(first.name).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(first.url).toBe(`/api/uploads/${first.name}`);
    const [stored] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.name, first.name));
    expect(stored).toMatchObject({ kind: 'consultationDocument', ownerId: owner.user.id });
  });

  it('takes photos of papers (JPG, PNG), typed by their bytes (decision 218)', async () => {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    const { status, body } = await upload(owner, request.id, [
      { name: 'notice.jpg', bytes: JPEG_BYTES, type: 'image/jpeg' },
      // A photo sent under a document's name is stored as the photo it is.
      { name: 'prescription.pdf', bytes: PNG_BYTES, type: 'application/pdf' },
    ]);
    expect(status).toBe(200);
    expect(body.files).toMatchObject([
      { originalName: 'notice.jpg', mimeType: 'image/jpeg' },
      { originalName: 'prescription.png', mimeType: 'image/png' },
    ]);
  });

  it('refuses a file that is not really a PDF, DOC, DOCX, JPG or PNG, whatever its name', async () => {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    for (const name of ['scan.pdf', 'photo.png']) {
      const refused = await upload(owner, request.id, [{ name, bytes: TEXT_BYTES }]);
      expect(refused.status).toBe(415);
      expect(refused.body.message).toBe('File type must be PDF, DOC, DOCX, JPG or PNG');
    }
    expect((await m.reloadConsultation(request.id))?.files).toEqual([]);
  });

  it('refuses a file over 10 MB (413)', async () => {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    const big = sized(PDF_BYTES, 10 * 1024 * 1024 + 1);
    const refused = await upload(owner, request.id, [{ name: 'huge.pdf', bytes: big }]);
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('File must be 10 MB or smaller');
  });

  it('keeps a request to five documents in all', async () => {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    expect((await upload(owner, request.id, [pdf(), pdf(), pdf()])).status).toBe(200);
    const refused = await upload(owner, request.id, [pdf(), pdf(), pdf()]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Too many files: a request can have at most 5 documents, and this one has room for 2 more',
    );
    expect((await upload(owner, request.id, [pdf(), pdf()])).status).toBe(200);
    const full = await upload(owner, request.id, [pdf()]);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('This request already has 5 documents, the most it can have');
    const sixAtOnce = await upload(owner, (await m.createConsultation(owner.user)).id, [
      ...Array.from({ length: 6 }, () => pdf()),
    ]);
    expect(sixAtOnce.status).toBe(400);
    expect(sixAtOnce.body.message).toBe('Too many files: at most 5 files');
  });

  it('is for the owner only, while the request seeks offers', async () => {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    expect((await upload(await m.createPerson(), request.id, [pdf()])).status).toBe(404);
    expect((await upload(await m.createProfessional(), request.id, [pdf()])).status).toBe(403);
    expect((await upload(null, request.id, [pdf()])).status).toBe(401);

    const assigned = await m.createConsultation(owner.user, {
      status: 'assigned',
      assignedTo: (await m.createProfessional()).user.id,
    });
    const refused = await upload(owner, assigned.id, [pdf()]);
    expect(refused).toEqual(
      transitionRefused(
        'attachDocuments',
        'assigned',
        'Cannot add documents to a consultation that is Assigned',
      ),
    );
  });
});

describe('GET /api/uploads/:name for a request document', () => {
  it('serves it to the owner, admins and the category, as an attachment; no one else', async () => {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    const { body } = await upload(owner, request.id, [pdf()]);
    const url = body.files[0].url;

    const viewers = await createRequestViewers(t, owner, 'Doctor');
    expect(await statusesFor(t, viewers, url)).toEqual(OPEN_REQUEST_STATUSES);

    const download = await m.callAs(viewers.categoryProfessional, url);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain(
      'attachment; filename="form-16.pdf"',
    );
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF_BYTES);
  });

  it('keeps the documents of an assigned case between its participants and admins', async () => {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    const { body } = await upload(owner, request.id, [pdf()]);
    const assigned = await m.createProfessional();
    const colleague = await m.createProfessional();
    await t.database.db
      .update(consultations)
      .set({ status: 'in_progress', assignedTo: assigned.user.id })
      .where(eq(consultations.id, request.id));
    const url = body.files[0].url;
    expect((await m.callAs(assigned, url)).status).toBe(200);
    expect((await m.callAs(owner, url)).status).toBe(200);
    expect((await m.callAs(colleague, url)).status).toBe(404);
  });

  it('removes the files with a deleted request', async () => {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    const { body } = await upload(owner, request.id, [pdf(), pdf()]);
    const names: string[] = body.files.map((file: { name: string }) => file.name);
    const onDisk = (name: string) => existsSync(path.join(storageDirOf(t.config), name));
    expect(names.every(onDisk)).toBe(true);
    const deleted = await m.callAs(owner, `/api/consultations/${request.id}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(204);
    for (const name of names) {
      expect((await m.callAs(owner, `/api/uploads/${name}`)).status).toBe(404);
      expect(onDisk(name)).toBe(false);
    }
    const rows = await t.database.db.select().from(storedFiles);
    expect(rows.map((row) => row.name)).not.toContain(names[0]);
  });
});
