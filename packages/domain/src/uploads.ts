import { errorMessage } from './errors/fill.ts';
import { formatFileSize } from './format.ts';
import { UPLOAD_RULES, type UploadKind } from './limits.ts';

/**
 * One check of an uploaded file against its kind's rule, used by the web app before sending and by
 * the server on the type it read from the file's bytes.
 */
export type UploadProblem<Code extends UploadProblemCode = UploadProblemCode> = {
  /** The error catalog's code; the server answers it with this code, the web words it. */
  code: Code;
  params?: Record<string, string | number>;
  message: string;
};
type FileProblemCode = 'FILE_TOO_LARGE' | 'FILE_TYPE_NOT_ALLOWED' | 'FILE_EMPTY';
type UploadProblemCode = FileProblemCode | 'TOO_MANY_FILES' | 'TOO_MANY_FILES_ONE';

const problem = <Code extends UploadProblemCode>(
  code: Code,
  params?: Record<string, string | number>,
): UploadProblem<Code> => ({
  code,
  ...(params ? { params } : {}),
  message: errorMessage(code, params),
});

export function checkUploadFile(
  kind: UploadKind,
  file: { mimeType: string; sizeBytes: number },
): UploadProblem<FileProblemCode> | null {
  const rule = UPLOAD_RULES[kind];
  if (!(rule.mimeTypes as readonly string[]).includes(file.mimeType.toLowerCase())) {
    return problem('FILE_TYPE_NOT_ALLOWED', { types: rule.typesInWords });
  }
  if (file.sizeBytes <= 0) return problem('FILE_EMPTY');
  if (file.sizeBytes > rule.maxBytes) {
    return problem('FILE_TOO_LARGE', { size: formatFileSize(rule.maxBytes) });
  }
  return null;
}

export function checkUploadCount(kind: UploadKind, count: number): UploadProblem | null {
  const { maxFiles } = UPLOAD_RULES[kind];
  if (count > maxFiles) {
    return maxFiles === 1
      ? problem('TOO_MANY_FILES_ONE')
      : problem('TOO_MANY_FILES', { max: maxFiles });
  }
  return null;
}
