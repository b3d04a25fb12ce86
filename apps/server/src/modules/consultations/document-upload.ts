import type { FastifyRequest } from 'fastify';
import { checkUploadCount, checkUploadFile, UPLOAD_RULES } from '@salahkar/domain';
import { AppError } from '../../errors.ts';
import { typeUpload, type TypedUpload } from '../files/file-typing.ts';
import { assertSafePart, unreadableUpload } from '../files/multipart-form.ts';

const KIND = 'consultationDocument';

/**
 * Reads the files of a multipart request (any file field; the web app sends `documents`), each
 * typed by its bytes against the document rule before anything is stored. Limits are enforced
 * while reading, so an oversized file is refused without buffering more than the limit.
 */
export async function readDocumentUploads(request: FastifyRequest): Promise<TypedUpload[]> {
  if (!request.isMultipart()) {
    throw new AppError('DOCUMENTS_NOT_MULTIPART');
  }
  const rule = UPLOAD_RULES[KIND];
  const received: { bytes: Buffer; originalName: string }[] = [];
  try {
    const files = request.files({ limits: { fileSize: rule.maxBytes, files: rule.maxFiles } });
    for await (const file of files) {
      assertSafePart(file);
      received.push({ bytes: await file.toBuffer(), originalName: file.filename });
    }
  } catch (error) {
    throw limitError(error);
  }
  const typed: TypedUpload[] = [];
  for (const file of received) typed.push(await typeUpload(KIND, file));
  return typed;
}

/** @fastify/multipart's limit errors in the document rule's own words. */
function limitError(error: unknown): unknown {
  const code = (error as { code?: string } | undefined)?.code;
  const rule = UPLOAD_RULES[KIND];
  const problem =
    code === 'FST_REQ_FILE_TOO_LARGE'
      ? checkUploadFile(KIND, { mimeType: rule.mimeTypes[0]!, sizeBytes: rule.maxBytes + 1 })
      : code === 'FST_FILES_LIMIT'
        ? checkUploadCount(KIND, rule.maxFiles + 1)
        : null;
  return problem ? new AppError(problem.code, problem.params) : unreadableUpload(error);
}
