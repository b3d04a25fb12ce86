import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { checkUploadCount, checkUploadFile, UPLOAD_RULES, type UploadKind } from '@salahkar/domain';
import { AppError, badRequest } from '../../errors.ts';
import { assertSafeText, parseInput } from '../../validation.ts';
import { typeUpload, type TypedUpload } from './file-typing.ts';

export interface FormWithFilesOptions {
  /** The rule the files are checked against. */
  kind: UploadKind;
  /** The form field the files arrive in, e.g. 'credentials'. */
  fileField: string;
  /** The form field holding the JSON payload (default 'payload'). */
  payloadField?: string;
}

/**
 * Reads a request that is either JSON, or multipart/form-data with the same object as a JSON
 * field beside up to the kind's number of files. The payload is parsed with the shared schema and
 * every file is typed by its bytes before anything is stored; a failure is a readable 400/413/415.
 */
export async function readPayloadWithFiles<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  options: FormWithFilesOptions,
): Promise<{ input: z.output<S>; files: TypedUpload[] }> {
  if (!request.isMultipart()) return { input: parseInput(schema, request.body), files: [] };
  const { kind, fileField, payloadField = 'payload' } = options;
  const rule = UPLOAD_RULES[kind];

  let payload: unknown;
  const received: { bytes: Buffer; originalName: string }[] = [];
  try {
    const parts = request.parts({ limits: { fileSize: rule.maxBytes, files: rule.maxFiles } });
    for await (const part of parts) {
      assertSafePart(part);
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          throw badRequest('UNEXPECTED_FILE_FIELD', {
            field: part.fieldname,
            expected: fileField,
          });
        }
        received.push({ bytes: await part.toBuffer(), originalName: part.filename });
      } else if (part.fieldname === payloadField) {
        payload =
          typeof part.value === 'string' ? parseJsonField(part.value, payloadField) : part.value;
      }
    }
  } catch (error) {
    throw describeMultipartError(error, kind);
  }
  if (payload === undefined) throw badRequest('FORM_PAYLOAD_MISSING', { field: payloadField });

  const input = parseInput(schema, payload);
  const files: TypedUpload[] = [];
  for (const file of received) files.push(await typeUpload(kind, file));
  return { input, files };
}

function parseJsonField(value: string, field: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest('FORM_FIELD_NOT_JSON', { field });
  }
}

/** @fastify/multipart's limit errors, told in the upload rule's own words. */
function describeMultipartError(error: unknown, kind: UploadKind): unknown {
  const rule = UPLOAD_RULES[kind];
  const code = (error as { code?: string } | undefined)?.code;
  const problem =
    code === 'FST_REQ_FILE_TOO_LARGE'
      ? // The part went past the rule's size: the rule's check names the limit.
        checkUploadFile(kind, { mimeType: rule.mimeTypes[0]!, sizeBytes: rule.maxBytes + 1 })
      : code === 'FST_FILES_LIMIT'
        ? checkUploadCount(kind, rule.maxFiles + 1)
        : null;
  if (problem) return new AppError(problem.code, problem.params);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return badRequest('FORM_TOO_MANY_FIELDS');
  }
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return badRequest('FORM_JSON_INVALID');
  return unreadableUpload(error);
}

/**
 * What a multipart reader answers for a failure that is not already ours (a limit or a refusal
 * worded above): the body itself was malformed (no boundary, a truncated part, garbage), which is
 * the sender's problem, never a 500.
 */
export function unreadableUpload(error: unknown): AppError {
  return error instanceof AppError ? error : badRequest('UPLOAD_UNREADABLE');
}

/** Refuses a part whose name, file name or text PostgreSQL could not store. */
export function assertSafePart(part: Multipart): void {
  assertSafeText(part.fieldname);
  assertSafeText(part.type === 'file' ? part.filename : part.value);
}
