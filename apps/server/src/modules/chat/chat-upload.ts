import type { FastifyRequest } from 'fastify';
import { checkUploadCount, fileMessageTextSchema, UPLOAD_RULES } from '@salahkar/domain';
import { AppError, badRequest } from '../../errors.ts';
import { parseInput } from '../../validation.ts';
import { typeUpload, type TypedUpload } from '../files/file-typing.ts';
import { assertSafePart, unreadableUpload } from '../files/multipart-form.ts';

const KIND = 'chatAttachment';
const FILE_FIELD = 'file';

/**
 * Reads POST /api/consultations/{id}/messages/upload: one `file` and an optional `message` text.
 * The size limit is enforced while reading (nothing past 10 MB is buffered) and the file is typed
 * by its bytes against the chat rule before anything is stored.
 */
export async function readChatUpload(
  request: FastifyRequest,
): Promise<{ message: string; file: TypedUpload }> {
  if (!request.isMultipart()) {
    throw new AppError('CHAT_FILE_NOT_MULTIPART');
  }
  const rule = UPLOAD_RULES[KIND];
  let text: unknown;
  let received: { bytes: Buffer; originalName: string } | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: rule.maxBytes, files: rule.maxFiles } });
    for await (const part of parts) {
      assertSafePart(part);
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD) {
          throw badRequest('UNEXPECTED_CHAT_FILE_FIELD', { field: part.fieldname });
        }
        received = { bytes: await part.toBuffer(), originalName: part.filename };
      } else if (part.fieldname === 'message') {
        text = part.value;
      }
    }
  } catch (error) {
    throw limitError(error);
  }
  if (!received) throw badRequest('NO_FILE_CHOSEN');
  const message = parseInput(fileMessageTextSchema, text);
  return { message, file: await typeUpload(KIND, received) };
}

/** @fastify/multipart's limit errors in the chat rule's words. */
function limitError(error: unknown): unknown {
  const code = (error as { code?: string } | undefined)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('CHAT_FILE_TOO_LARGE');
  if (code === 'FST_FILES_LIMIT') {
    const problem = checkUploadCount(KIND, UPLOAD_RULES[KIND].maxFiles + 1)!;
    return new AppError(problem.code, problem.params);
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return badRequest('FORM_TOO_MANY_FIELDS');
  }
  return unreadableUpload(error);
}
