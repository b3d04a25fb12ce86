import { describe, expect, it } from 'vitest';
import {
  DOC_BYTES,
  DOCX_BYTES,
  JPEG_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  sized,
  TEXT_BYTES,
  XLS_BYTES,
} from '../../test/files.ts';
import { detectMimeType, displayName, typeUpload } from './file-typing.ts';

describe('detectMimeType', () => {
  it.each([
    ['PNG', PNG_BYTES, 'image/png'],
    ['JPEG', JPEG_BYTES, 'image/jpeg'],
    ['PDF', PDF_BYTES, 'application/pdf'],
    ['DOCX', DOCX_BYTES, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['DOC (a compound file with a Word stream)', DOC_BYTES, 'application/msword'],
  ])('reads %s from its bytes', async (_label, bytes, mime) => {
    expect(await detectMimeType(bytes)).toBe(mime);
  });

  it.each([
    ['plain text', TEXT_BYTES],
    ['an old Excel file (a compound file without a Word stream)', XLS_BYTES],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
  ])('accepts no type for %s', async (_label, bytes) => {
    expect(await detectMimeType(bytes)).toBeNull();
  });
});

describe('typeUpload', () => {
  it('names a PNG sent as "scan.pdf" by what it is', async () => {
    const upload = await typeUpload('credentialDocument', {
      bytes: PNG_BYTES,
      originalName: 'scan.pdf',
    });
    expect(upload).toMatchObject({
      mimeType: 'image/png',
      extension: '.png',
      originalName: 'scan.png',
    });
  });

  it('refuses a PDF renamed .png where only images are accepted', async () => {
    await expect(
      typeUpload('profilePhoto', { bytes: PDF_BYTES, originalName: 'me.png' }),
    ).rejects.toMatchObject({
      statusCode: 415,
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: 'File type must be JPG, PNG or WEBP image',
    });
  });

  it("takes a photo of a paper among a request's documents (decision 218)", async () => {
    const upload = await typeUpload('consultationDocument', {
      bytes: PNG_BYTES,
      originalName: 'report.pdf',
    });
    expect(upload).toMatchObject({ mimeType: 'image/png', originalName: 'report.png' });
  });

  it('refuses an empty file and a file over the limit', async () => {
    await expect(typeUpload('profilePhoto', { bytes: Buffer.alloc(0) })).rejects.toMatchObject({
      statusCode: 400,
      message: 'File is empty',
    });
    await expect(
      typeUpload('profilePhoto', { bytes: sized(PNG_BYTES, 5 * 1024 * 1024 + 1) }),
    ).rejects.toMatchObject({ statusCode: 413, message: 'File must be 5 MB or smaller' });
  });
});

describe('displayName', () => {
  it.each([
    ['C:\\Users\\me\\Licence 2024.PDF', 'Licence 2024.pdf'],
    ['../../etc/passwd', 'passwd.pdf'],
    ['bad"name\u0007.pdf', 'badname.pdf'],
    ['', 'credentialDocument.pdf'],
    [undefined, 'credentialDocument.pdf'],
  ])('turns %j into %j', (name, expected) => {
    expect(displayName(name, 'credentialDocument.pdf')).toBe(expected);
  });
});
