import { describe, expect, it } from 'vitest';
import { MIME_TYPES, UPLOAD_RULES } from './limits.ts';
import { checkUploadCount, checkUploadFile } from './uploads.ts';

const MB = 1024 * 1024;

describe('checkUploadFile', () => {
  it('accepts the allowed types up to the size limit', () => {
    expect(
      checkUploadFile('consultationDocument', { mimeType: MIME_TYPES.docx, sizeBytes: 10 * MB }),
    ).toBeNull();
    expect(checkUploadFile('chatAttachment', { mimeType: 'IMAGE/PNG', sizeBytes: 1 })).toBeNull();
    expect(
      checkUploadFile('profilePhoto', { mimeType: MIME_TYPES.jpeg, sizeBytes: 5 * MB }),
    ).toBeNull();
  });

  it('refuses a wrong type, an empty file and a file over the limit', () => {
    expect(
      checkUploadFile('consultationDocument', { mimeType: MIME_TYPES.webp, sizeBytes: 10 }),
    ).toMatchObject({
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: 'File type must be PDF, DOC, DOCX, JPG or PNG',
    });
    expect(
      checkUploadFile('chatAttachment', { mimeType: MIME_TYPES.pdf, sizeBytes: 0 })?.code,
    ).toBe('FILE_EMPTY');
    expect(
      checkUploadFile('profilePhoto', { mimeType: MIME_TYPES.png, sizeBytes: 5 * MB + 1 }),
    ).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'File must be 5 MB or smaller',
    });
    expect(
      checkUploadFile('credentialDocument', { mimeType: MIME_TYPES.doc, sizeBytes: 10 })?.code,
    ).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  it("takes photos of papers (JPG, PNG) among a request's documents (decision 218)", () => {
    for (const mimeType of [MIME_TYPES.jpeg, MIME_TYPES.png]) {
      expect(checkUploadFile('consultationDocument', { mimeType, sizeBytes: 10 })).toBeNull();
    }
  });
});

describe('checkUploadCount', () => {
  it('allows up to each kind’s file count', () => {
    expect(UPLOAD_RULES.consultationDocument.maxFiles).toBe(5);
    expect(checkUploadCount('consultationDocument', 5)).toBeNull();
    expect(checkUploadCount('consultationDocument', 6)?.message).toBe(
      'Too many files: at most 5 files',
    );
    expect(checkUploadCount('credentialDocument', 4)?.message).toBe(
      'Too many files: at most 3 files',
    );
    expect(checkUploadCount('chatAttachment', 2)?.message).toBe('Too many files: at most 1 file');
  });
});
