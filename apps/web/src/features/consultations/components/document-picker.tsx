import { useId, useRef, useState, type DragEvent } from 'react';
import { FileText, Upload, X } from 'lucide-react';
import { MIME_TYPES, UPLOAD_RULES } from '@salahkar/domain/limits';
import { checkUploadCount, checkUploadFile } from '@salahkar/domain/uploads';
import { Button } from '@/components/ui/button.tsx';
import { t, useT } from '@/i18n';
import { cn } from '@/lib/cn.ts';
import { formatFileSize } from '@/lib/format.ts';

const RULE = UPLOAD_RULES.consultationDocument;
const ACCEPT = [...RULE.extensions, ...RULE.mimeTypes].join(',');

// Some systems give Word files no type; the server types every file by its bytes anyway.
const MIME_BY_EXTENSION: Record<string, string> = {
  '.pdf': MIME_TYPES.pdf,
  '.doc': MIME_TYPES.doc,
  '.docx': MIME_TYPES.docx,
  '.jpg': MIME_TYPES.jpeg,
  '.jpeg': MIME_TYPES.jpeg,
  '.png': MIME_TYPES.png,
};

function mimeTypeOf(file: File): string {
  if (file.type) return file.type;
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  return MIME_BY_EXTENSION[extension] ?? '';
}

type Rejection = { fileName: string; message: string };

/**
 * Why a file is refused, in the language on screen: the domain's checks (checkUploadFile,
 * checkUploadCount) say it in English, and their codes tell which rule failed.
 */
function fileProblemOf(file: File): string | null {
  const problem = checkUploadFile('consultationDocument', {
    mimeType: mimeTypeOf(file),
    sizeBytes: file.size,
  });
  if (!problem) return null;
  switch (problem.code) {
    case 'FILE_TYPE_NOT_ALLOWED':
      return t('consultations.documents.wrongType', {
        types: t('consultations.documents.typesInWords'),
      });
    case 'FILE_TOO_LARGE':
      return t('consultations.documents.tooLarge', { size: formatFileSize(RULE.maxBytes) });
    case 'FILE_EMPTY':
      return t('consultations.documents.empty');
  }
}

function countProblemOf(count: number): string | null {
  return checkUploadCount('consultationDocument', count)
    ? t('consultations.documents.tooMany', { count: RULE.maxFiles })
    : null;
}

/** Splits newly chosen files into those kept and those refused, each refusal with its reason. */
function sortChosenFiles(current: readonly File[], chosen: readonly File[]) {
  const kept: File[] = [];
  const rejected: Rejection[] = [];
  for (const file of chosen) {
    const duplicate = [...current, ...kept].some(
      (other) => other.name === file.name && other.size === file.size,
    );
    if (duplicate) continue;
    const problem = fileProblemOf(file) ?? countProblemOf(current.length + kept.length + 1);
    if (problem) rejected.push({ fileName: file.name, message: problem });
    else kept.push(file);
  }
  return { kept, rejected };
}

/**
 * Supporting documents by drag-and-drop or the file picker: PDF, DOC or DOCX, or photos of papers
 * (JPG, PNG), 10 MB each, at most five. Each refused file is listed with its reason; the kept
 * ones can be removed again.
 */
export function DocumentPicker({
  files,
  onChange,
  disabled = false,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [rejections, setRejections] = useState<Rejection[]>([]);
  const [dragging, setDragging] = useState(false);

  const addFiles = (chosen: FileList | null) => {
    if (!chosen || disabled) return;
    const { kept, rejected } = sortChosenFiles(files, Array.from(chosen));
    setRejections(rejected);
    if (kept.length > 0) onChange([...files, ...kept]);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  return (
    <div className="space-y-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center',
          dragging ? 'border-primary bg-primary-soft' : 'border-input',
        )}
      >
        <Upload aria-hidden="true" className="size-6 text-muted-foreground" />
        <p className="text-sm text-muted-foreground">{t('consultations.documents.dropHere')}</p>
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || files.length >= RULE.maxFiles}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          {t('consultations.documents.choose')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={ACCEPT}
          tabIndex={-1}
          aria-label={t('consultations.documents.inputLabel')}
          className="sr-only"
          disabled={disabled}
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('consultations.documents.rules', {
            types: t('consultations.documents.typesInWords'),
            size: formatFileSize(RULE.maxBytes),
            count: RULE.maxFiles,
          })}
        </p>
      </div>

      {rejections.length > 0 && (
        <ul role="alert" className="space-y-1 text-sm text-destructive">
          {rejections.map((rejection) => (
            <li key={`${rejection.fileName}-${rejection.message}`}>
              <span className="font-medium break-all">{rejection.fileName}</span>:{' '}
              {rejection.message}
            </li>
          ))}
        </ul>
      )}

      {files.length > 0 && (
        <ul aria-label={t('consultations.documents.chosen')} className="space-y-2">
          {files.map((file) => (
            <li
              key={`${file.name}-${file.size}`}
              className="flex items-center gap-3 rounded-md border border-border px-3 py-2 text-sm"
            >
              <FileText aria-hidden="true" className="size-4 shrink-0 text-primary" />
              <span className="min-w-0 flex-1 truncate" title={file.name}>
                {file.name}
              </span>
              <span className="shrink-0 text-xs text-muted-foreground">
                {formatFileSize(file.size)}
              </span>
              <button
                type="button"
                disabled={disabled}
                aria-label={t('consultations.documents.remove', { name: file.name })}
                onClick={() => onChange(files.filter((other) => other !== file))}
                className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
