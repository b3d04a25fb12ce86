import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkUploadFile, UPLOAD_RULES } from '@salahkar/domain';
import { AppError } from '../../errors.ts';

const PHOTO_RULE = UPLOAD_RULES.profilePhoto;

/**
 * Lets the routes of one scope take a raw image body (`PUT {uploadURL}` with `image/jpeg`, any
 * `image/*`, or `application/octet-stream`): the declared type only admits the body, its bytes
 * decide what it is. Bodies over the photo limit are refused with the rule's own message.
 */
export function acceptRawPhotoBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(/^image\/[\w.+-]+$/i, readPhotoBody);
  scope.addContentTypeParser('application/octet-stream', readPhotoBody);
}

async function readPhotoBody(request: FastifyRequest, payload: IncomingMessage): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (declared > PHOTO_RULE.maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Without a Content-Length the size shows only while reading: stop at the limit.
    if (size > PHOTO_RULE.maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The raw bytes a route of that scope received; a parsed body (JSON) is not a photo. */
export function photoBytesOf(body: unknown): Buffer {
  if (body === undefined || body === null) return Buffer.alloc(0);
  if (Buffer.isBuffer(body)) return body;
  throw new AppError('PHOTO_BODY_REQUIRED');
}

function tooLarge(): AppError {
  // Anything past the limit fails the rule's size check; let the rule word the message.
  const problem = checkUploadFile('profilePhoto', {
    mimeType: PHOTO_RULE.mimeTypes[0]!,
    sizeBytes: PHOTO_RULE.maxBytes + 1,
  });
  return new AppError(problem!.code, problem!.params);
}
