import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages, storedFiles } from '../../db/schema/index.ts';
import {
  DOCX_BYTES,
  JPEG_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  sized,
  TEXT_BYTES,
} from '../../test/files.ts';
import { marketplace, type Person, useMarketplaceApp } from '../../test/marketplace.ts';
import { createChatCase, uploadFile } from '../../test/chat.ts';

const t = useMarketplaceApp();
const m = marketplace(t);

const MB = 1024 * 1024;

const download = (person: Person | null, url: string) => m.callAs(person, url);

describe('POST /api/consultations/:id/messages/upload', () => {
  it('stores a file typed by its bytes with the optional text, and starts the chat', async () => {
    const { owner, consultation } = await createChatCase(t, 'assigned');
    const { status, body } = await uploadFile(
      t,
      owner,
      consultation.id,
      { name: 'form-16.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
      'My Form 16',
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      senderId: owner.user.id,
      message: 'My Form 16',
      fileName: 'form-16.pdf',
      fileSize: PDF_BYTES.length,
      mimeType: 'application/pdf',
    });
    expect(body.fileUrl).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.pdf$/);
    const name = body.fileUrl.split('/').pop();
    const [stored] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.name, name));
    expect(stored).toMatchObject({ kind: 'chatAttachment', ownerId: owner.user.id });
    expect((await m.reloadConsultation(consultation.id))!.status).toBe('in_progress');
  });

  it('accepts each allowed type, named by what the bytes are; text is optional', async () => {
    const { professional, consultation } = await createChatCase(t, 'in_progress');
    const cases = [
      { file: { name: 'photo.jpeg', bytes: JPEG_BYTES }, mimeType: 'image/jpeg', as: 'photo.jpg' },
      // A PNG called .pdf is a PNG: stored and offered back as one.
      { file: { name: 'scan.pdf', bytes: PNG_BYTES }, mimeType: 'image/png', as: 'scan.png' },
      {
        file: { name: 'advice.docx', bytes: DOCX_BYTES },
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        as: 'advice.docx',
      },
    ];
    for (const { file, mimeType, as } of cases) {
      const { status, body } = await uploadFile(t, professional, consultation.id, file);
      expect(status, file.name).toBe(201);
      expect(body, file.name).toMatchObject({ message: '', mimeType, fileName: as });
    }
  });

  it('refuses a text file renamed .pdf (415) and a file over 10 MB (413), storing nothing', async () => {
    const { owner, consultation } = await createChatCase(t, 'in_progress');
    expect(
      await uploadFile(t, owner, consultation.id, {
        name: 'notes.pdf',
        bytes: TEXT_BYTES,
        type: 'application/pdf',
      }),
    ).toMatchObject({
      status: 415,
      body: { message: 'File type must be PDF, DOC, DOCX, JPG or PNG' },
    });
    expect(
      await uploadFile(t, owner, consultation.id, {
        name: 'big.pdf',
        bytes: sized(PDF_BYTES, 10 * MB + 1),
      }),
    ).toMatchObject({
      status: 413,
      body: { message: 'File too large. Please select a file smaller than 10MB.' },
    });
    const rows = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.consultationId, consultation.id));
    expect(rows).toEqual([]);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const { owner, consultation } = await createChatCase(t, 'in_progress');
    const { status, body } = await uploadFile(t, owner, consultation.id, {
      name: 'big.pdf',
      bytes: sized(PDF_BYTES, 10 * MB),
    });
    expect(status).toBe(201);
    expect(body.fileSize).toBe(10 * MB);
  });

  it('refuses a form without a file, or with the file under another name', async () => {
    const { owner, consultation } = await createChatCase(t, 'in_progress');
    const noFile = new FormData();
    noFile.append('message', 'where is it');
    const answer = await m.callAs(owner, `/api/consultations/${consultation.id}/messages/upload`, {
      method: 'POST',
      body: noFile,
    });
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toBe('Please select a file to send');
    const wrongField = new FormData();
    wrongField.append('document', new Blob([new Uint8Array(PDF_BYTES)]), 'a.pdf');
    const wrong = await m.callAs(owner, `/api/consultations/${consultation.id}/messages/upload`, {
      method: 'POST',
      body: wrongField,
    });
    expect(wrong.status).toBe(400);
  });

  it('refuses files where chat is closed, and from anyone but the participants', async () => {
    const closed = await createChatCase(t, 'closed');
    expect(
      await uploadFile(t, closed.owner, closed.consultation.id, {
        name: 'a.pdf',
        bytes: PDF_BYTES,
      }),
    ).toMatchObject({
      status: 409,
      body: {
        message:
          'Chat is only available for assigned or active consultations. Current status: Closed.',
      },
    });
    const open = await createChatCase(t, 'in_progress');
    const admin = await m.createPerson({ role: 'admin' });
    const file = { name: 'a.pdf', bytes: PDF_BYTES };
    expect((await uploadFile(t, admin, open.consultation.id, file)).status).toBe(403);
    expect((await uploadFile(t, await m.createPerson(), open.consultation.id, file)).status).toBe(
      404,
    );
    expect((await uploadFile(t, null, open.consultation.id, file)).status).toBe(401);
  });
});

describe('GET /api/uploads/:name for a chat file', () => {
  it('serves it to the two participants and admins, and to nobody else', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    const { body } = await uploadFile(t, professional, consultation.id, {
      name: 'opinion.pdf',
      bytes: PDF_BYTES,
    });
    const admin = await m.createPerson({ role: 'admin' });
    for (const person of [owner, professional, admin]) {
      const response = await download(person, body.fileUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await response.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
    }
    for (const person of [await m.createPerson(), await m.createProfessional()]) {
      expect((await download(person, body.fileUrl)).status).toBe(404);
    }
    expect((await download(null, body.fileUrl)).status).toBe(401);
  });
});
