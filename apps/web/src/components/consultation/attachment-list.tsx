import { Download, ExternalLink, FileText } from 'lucide-react';
import type { Attachment } from '@salahkar/domain/schemas/consultations';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useT } from '@/i18n';
import { formatFileSize } from '@/lib/format.ts';

/**
 * A request's documents. `download` saves the file (the server sends it as an attachment);
 * `open` opens it in a new tab, as professionals read a client's documents.
 */
export function AttachmentList({
  files,
  action = 'download',
  emptyText,
}: {
  files: readonly Attachment[];
  action?: 'download' | 'open';
  emptyText?: string;
}) {
  const t = useT();
  if (files.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {emptyText ?? t('consultations.attachments.empty')}
      </p>
    );
  }
  return (
    <ul className="space-y-2">
      {files.map((file) => (
        <li
          key={file.name}
          className="flex flex-wrap items-center gap-3 rounded-md border border-border px-3 py-2 text-sm"
        >
          <FileText aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <span className="min-w-0 flex-1 break-all">{file.originalName}</span>
          <span className="text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
          {action === 'download' ? (
            <a
              href={file.url}
              download={file.originalName}
              aria-label={t('consultations.attachments.downloadName', { name: file.originalName })}
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              <Download aria-hidden="true" className="size-4" />
              {t('consultations.attachments.download')}
            </a>
          ) : (
            <a
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('consultations.attachments.openName', { name: file.originalName })}
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('consultations.attachments.open')}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
