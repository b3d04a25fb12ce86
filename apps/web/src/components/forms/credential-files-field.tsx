import { useId, useRef, useState } from 'react';
import { FileText, Upload } from 'lucide-react';
import { UPLOAD_RULES } from '@salahkar/domain/limits';
import { checkUploadCount, checkUploadFile } from '@salahkar/domain/uploads';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/i18n';
import { errorCodeText } from '@/lib/error-message.ts';
import { formatFileSize } from '@/lib/format.ts';
import { PickedFile } from './picked-file.tsx';

const RULE = UPLOAD_RULES.credentialDocument;

/** Keeps the acceptable files, up to the limit, and says why each of the others was left out. */
function addFiles(current: readonly File[], picked: readonly File[]) {
  const kept = [...current];
  const problems: string[] = [];
  for (const file of picked) {
    const problem =
      checkUploadFile('credentialDocument', { mimeType: file.type, sizeBytes: file.size }) ??
      checkUploadCount('credentialDocument', kept.length + 1);
    if (problem) {
      problems.push(
        `${file.name}: ${errorCodeText(problem.code, problem.params) ?? problem.message}`,
      );
    } else kept.push(file);
  }
  return { kept, problems };
}

/**
 * Up to three credential documents (pdf, jpg, png; 10 MB each) for the admin's review of a
 * professional, at registration or when a user applies: checked here before they are sent, each
 * listed with a button to take it out. `disabled` holds the list still while it is being sent.
 */
export function CredentialFilesField({
  files,
  onFilesChange,
  disabled = false,
}: {
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const full = files.length >= RULE.maxFiles;

  return (
    <div role="group" aria-labelledby={titleId} className="space-y-2">
      <p id={titleId} className="text-sm font-medium text-foreground">
        {t('common.credentialFiles.title')}
      </p>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('common.credentialFiles.hint', {
          max: RULE.maxFiles,
          size: formatFileSize(RULE.maxBytes),
        })}
      </p>
      {/* The picker itself stays hidden: the button below is what people see, focus and press. */}
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={[...RULE.extensions, ...RULE.mimeTypes].join(',')}
        aria-label={t('common.credentialFiles.input')}
        className="hidden"
        disabled={disabled || full}
        onChange={(event) => {
          const { kept, problems: found } = addFiles(files, Array.from(event.target.files ?? []));
          setProblems(found);
          onFilesChange(kept);
          // Clear the picker so choosing the same file again after removing it still fires.
          event.target.value = '';
        }}
      />
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || full}
        onClick={() => inputRef.current?.click()}
        aria-describedby={problems.length > 0 ? `${hintId} ${errorId}` : hintId}
      >
        <Upload aria-hidden="true" className="size-4" />
        {full
          ? t('common.credentialFiles.full', { count: RULE.maxFiles })
          : t('common.credentialFiles.add')}
      </Button>
      {problems.length > 0 && (
        <ul id={errorId} role="alert" className="space-y-1 text-sm text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul aria-label={t('common.credentialFiles.added')} className="space-y-2">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <PickedFile
                file={file}
                icon={FileText}
                removeLabel={t('common.credentialFiles.remove', { name: file.name })}
                disabled={disabled}
                onRemove={() => onFilesChange(files.filter((_, i) => i !== index))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
