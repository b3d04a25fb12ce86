import { formatFileSize } from './format.ts';
import { UPLOAD_RULES, type UploadKind } from './limits.ts';

/**
 * One check of an uploaded file against its kind's rule, used by the web app before sending and by
 * the server on the type it read from the file's bytes.
 */
export type UploadProblem = {
  code: 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'VALIDATION_FAILED';
  message: string;
};

export function checkUploadFile(
  kind: UploadKind,
  file: { mimeType: string; sizeBytes: number },
): UploadProblem | null {
  const rule = UPLOAD_RULES[kind];
  if (!(rule.mimeTypes as readonly string[]).includes(file.mimeType.toLowerCase())) {
    return { code: 'UNSUPPORTED_MEDIA_TYPE', message: `File type must be ${rule.typesInWords}` };
  }
  if (file.sizeBytes <= 0) return { code: 'VALIDATION_FAILED', message: 'File is empty' };
  if (file.sizeBytes > rule.maxBytes) {
    return {
      code: 'PAYLOAD_TOO_LARGE',
      message: `File must be ${formatFileSize(rule.maxBytes)} or smaller`,
    };
  }
  return null;
}

export function checkUploadCount(kind: UploadKind, count: number): UploadProblem | null {
  const { maxFiles } = UPLOAD_RULES[kind];
  if (count > maxFiles) {
    return {
      code: 'VALIDATION_FAILED',
      message: `Too many files: at most ${maxFiles} ${maxFiles === 1 ? 'file' : 'files'}`,
    };
  }
  return null;
}
