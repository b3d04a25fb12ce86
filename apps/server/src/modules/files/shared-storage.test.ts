import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageDirOf } from '../../adapters/storage/index.ts';
import { chatMessages } from '../../db/schema/index.ts';
import type { TestApp, TestResponse } from '../../test/app.ts';
import { PDF_BYTES, PNG_BYTES, sized } from '../../test/files.ts';
import {
  buildMarketplaceApp,
  callAs,
  createConsultation,
  createPerson,
  documentsForm,
  jsonOf,
} from '../../test/marketplace.ts';
import { uploadPhoto } from '../../test/photos.ts';
import { deadS3Env, startS3Peer, type S3Peer } from '../../test/s3-peer.ts';
import { createChatCase, uploadFile } from '../../test/chat.ts';

// Two app instances sharing one database and one S3 bucket, as two servers behind a load
// balancer: whichever instance took a file, every instance serves it, behind the same checks.

const MB = 1024 * 1024;

let peer: S3Peer;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  peer = await startS3Peer();
  a = await buildMarketplaceApp(peer.env);
  b = await buildMarketplaceApp(peer.env, { database: a.database });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await peer?.close();
});

/** The headers a download is judged by: what it is, how it opens, and what it may do. */
function downloadHeaders(response: TestResponse) {
  return Object.fromEntries(
    [
      'content-type',
      'content-length',
      'content-disposition',
      'x-content-type-options',
      'cache-control',
      'content-security-policy',
    ].map((name) => [name, response.headers.get(name)]),
  );
}

describe('files on S3 across instances', () => {
  it('serves a chat file uploaded through A from B, with the same headers', async () => {
    const { owner, professional, consultation } = await createChatCase(a, 'in_progress');
    const bytes = sized(PDF_BYTES, 3 * MB);
    const { status, body } = await uploadFile(
      a,
      owner,
      consultation.id,
      { name: 'Form 16 (2024).pdf', bytes, type: 'application/pdf' },
      'My Form 16',
    );
    expect(status).toBe(201);

    const fromA = await callAs(a, professional, body.fileUrl);
    const fromB = await callAs(b, professional, body.fileUrl);
    expect(fromB.status).toBe(200);
    expect(downloadHeaders(fromB)).toEqual({
      'content-type': 'application/pdf',
      'content-length': String(3 * MB),
      'content-disposition':
        'attachment; filename="Form 16 (2024).pdf"; filename*=UTF-8\'\'Form%2016%20%282024%29.pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(downloadHeaders(fromA)).toEqual(downloadHeaders(fromB));
    expect(Buffer.from(await fromB.arrayBuffer()).equals(bytes)).toBe(true);
    expect(Buffer.from(await fromA.arrayBuffer()).equals(bytes)).toBe(true);
    // The bytes went to the bucket, not to either instance's disk.
    for (const app of [a, b]) {
      expect(await readdir(storageDirOf(app.config)).catch(() => [])).toEqual([]);
    }
  });

  it('keeps the access checks on B: a stranger gets 404, nobody signed in 401', async () => {
    const { owner, consultation } = await createChatCase(a, 'in_progress');
    const { body } = await uploadFile(a, owner, consultation.id, {
      name: 'private.pdf',
      bytes: PDF_BYTES,
    });
    const stranger = await createPerson(b);
    expect((await callAs(b, stranger, body.fileUrl)).status).toBe(404);
    expect((await callAs(b, null, body.fileUrl)).status).toBe(401);
    expect((await callAs(b, owner, body.fileUrl)).status).toBe(200);
  });

  it('serves a profile photo PUT to A inline from B', async () => {
    const person = await createPerson(a);
    const { objectPath } = await uploadPhoto(a, person.cookie, PNG_BYTES);
    const viewer = await createPerson(b);
    const photo = await callAs(b, viewer, objectPath);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(Buffer.from(await photo.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });

  it('removes a deleted request’s documents from the bucket, whichever instance deletes it', async () => {
    const owner = await createPerson(a);
    const request = await createConsultation(a, owner.user);
    const uploaded = await jsonOf(
      callAs(a, owner, `/api/consultations/${request.id}/documents`, {
        method: 'POST',
        body: documentsForm([{ name: 'form-16.pdf', bytes: PDF_BYTES }]),
      }),
    );
    expect(uploaded.status).toBe(200);
    const [document] = uploaded.body.files;

    const deleted = await callAs(b, owner, `/api/consultations/${request.id}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(204);
    expect(await a.ctx.storage.get(document.name)).toBeNull();
  });
});

describe('files when S3 cannot be reached', () => {
  let down: TestApp;
  beforeAll(async () => {
    down = await buildMarketplaceApp(await deadS3Env(), { database: a.database });
  });
  afterAll(async () => down?.close());

  it('answers 503 to an upload and keeps no message, and 503 to a download', async () => {
    const { owner, consultation } = await createChatCase(a, 'in_progress');
    const upload = await uploadFile(down, owner, consultation.id, {
      name: 'form-16.pdf',
      bytes: PDF_BYTES,
    });
    expect(upload).toMatchObject({
      status: 503,
      body: {
        code: 'STORAGE_UNAVAILABLE',
        message: 'File storage is unavailable. Please try again in a few seconds.',
      },
    });
    const rows = await a.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.consultationId, consultation.id));
    expect(rows).toEqual([]);

    const stored = await uploadFile(a, owner, consultation.id, {
      name: 'form-16.pdf',
      bytes: PDF_BYTES,
    });
    const download = await callAs(down, owner, stored.body.fileUrl);
    expect(download.status).toBe(503);
    expect(download.headers.get('retry-after')).not.toBeNull();
  });
});
