import { fileTypeFromBuffer } from 'file-type';
import {
  checkUploadFile,
  MIME_TYPES,
  type AllowedMimeType,
  type UploadKind,
} from '@salahkar/domain';
import { AppError } from '../../errors.ts';

/** The extension a stored file gets, from the type read from its bytes. */
const EXTENSION_OF: Record<AllowedMimeType, string> = {
  [MIME_TYPES.pdf]: '.pdf',
  [MIME_TYPES.doc]: '.doc',
  [MIME_TYPES.docx]: '.docx',
  [MIME_TYPES.jpeg]: '.jpg',
  [MIME_TYPES.png]: '.png',
  [MIME_TYPES.webp]: '.webp',
};

// An old Word file is a Compound File (CFB) container, like old Excel and PowerPoint files and
// MSI installers; only a container holding a 'WordDocument' stream is a Word document.
const CFB_MIME = 'application/x-cfb';
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

/** An upload whose type was read from its bytes and accepted for its kind; nothing stored yet. */
export interface TypedUpload {
  kind: UploadKind;
  bytes: Buffer;
  mimeType: AllowedMimeType;
  /** With the dot, from the detected type: '.pdf', '.jpg'. */
  extension: string;
  /** The uploader's file name, cleaned for display and downloads. */
  originalName: string;
}

/** The product's name for the type the bytes really are, or null when it is none we accept. */
export async function detectMimeType(bytes: Uint8Array): Promise<AllowedMimeType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return null;
  if (detected.mime === CFB_MIME) {
    return Buffer.from(bytes).includes(WORD_STREAM_NAME) ? MIME_TYPES.doc : null;
  }
  return detected.mime in EXTENSION_OF ? (detected.mime as AllowedMimeType) : null;
}

/**
 * Checks an upload against its kind's rule (UPLOAD_RULES) by its bytes: the content type and the
 * file name the client declared are never trusted. Throws a 400/413/415 AppError with the
 * domain's message; writes nothing.
 */
export async function typeUpload(
  kind: UploadKind,
  file: { bytes: Buffer; originalName?: string },
): Promise<TypedUpload> {
  if (file.bytes.length === 0) throw new AppError('FILE_EMPTY');
  const mimeType = await detectMimeType(file.bytes);
  const problem = checkUploadFile(kind, {
    mimeType: mimeType ?? 'application/octet-stream',
    sizeBytes: file.bytes.length,
  });
  if (problem) throw new AppError(problem.code, problem.params);
  // checkUploadFile refuses every type outside the rule, so a type was detected.
  const type = mimeType as AllowedMimeType;
  const extension = EXTENSION_OF[type];
  return {
    kind,
    bytes: file.bytes,
    mimeType: type,
    extension,
    originalName: displayName(file.originalName, `${kind}${extension}`),
  };
}

/**
 * The uploader's file name without folders or control characters, at most 200 characters, with
 * the extension of the real type (a PDF called 'scan.png' is offered back as 'scan.pdf').
 */
export function displayName(name: string | undefined, fallback: string): string {
  const extension = fallback.slice(fallback.lastIndexOf('.'));
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 200 - extension.length);
  return base ? `${base}${extension}` : fallback;
}
