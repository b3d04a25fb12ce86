import { Download, FileText, ImageIcon, PhoneMissed, Video } from 'lucide-react';
import type { ChatMessageView } from '@salahkar/domain/schemas/chat';
import { cn } from '@/lib/cn.ts';
import { callLineOf, msg, useT } from '@/i18n';
import { formatFileSize, formatIstDateTime } from '@/lib/format.ts';

const ROLE_LABELS: Record<string, string> = {
  professional: msg('chat.role.professional'),
  admin: msg('chat.role.admin'),
  user: msg('chat.role.client'),
};

/** '3:05 pm IST': the time part of the product's IST format (the day shows above the group). */
export function istTimeOf(iso: string): string {
  const full = formatIstDateTime(iso);
  return full.slice(full.indexOf(', ') + 2);
}

/**
 * A file sent in the chat: its name and size, and Download. The server sends documents as
 * downloads (never rendered in the site's origin); an image also shows as a preview here.
 */
function FileCard({ message }: { message: ChatMessageView }) {
  const t = useT();
  if (!message.fileUrl) return null;
  const name = message.fileName ?? t('chat.file.attachment');
  const isImage = message.mimeType?.startsWith('image/') ?? false;
  const Icon = isImage ? ImageIcon : FileText;
  return (
    <div className="min-w-0 overflow-hidden rounded-lg border border-border bg-card">
      {isImage && (
        <img
          src={message.fileUrl}
          alt={t('chat.file.preview', { name })}
          loading="lazy"
          className="max-h-48 w-full bg-muted object-contain"
        />
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 p-2.5">
        <div className="flex min-w-[9rem] flex-1 items-center gap-3">
          <Icon aria-hidden="true" className="size-7 shrink-0 text-primary" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium" title={name}>
              {name}
            </p>
            {message.fileSize !== null && (
              <p className="text-xs whitespace-nowrap text-muted-foreground">
                {formatFileSize(message.fileSize)}
              </p>
            )}
          </div>
        </div>
        <a
          href={message.fileUrl}
          download={name}
          aria-label={t('chat.file.downloadName', { name })}
          className="ml-auto inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1.5 text-xs font-medium text-primary hover:bg-primary-soft"
        >
          <Download aria-hidden="true" className="size-4" />
          {t('chat.file.download')}
        </a>
      </div>
    </div>
  );
}

/**
 * The line a finished video call leaves ("Video call · 12 min", "Missed video call"): said by the
 * conversation itself, centred, not a bubble of the professional who rang.
 */
function CallLine({ message, ended }: { message: ChatMessageView; ended: boolean }) {
  const Icon = ended ? Video : PhoneMissed;
  return (
    <p className="flex justify-center text-center text-xs text-muted-foreground">
      <span className="inline-flex flex-wrap items-center justify-center gap-x-1.5 gap-y-0.5 rounded-full border border-border bg-card px-3 py-1">
        <Icon aria-hidden="true" className="size-3.5 shrink-0" />
        <span className="font-medium text-foreground">
          {message.videoCall ? callLineOf(message.videoCall) : message.message}
        </span>
        <time dateTime={message.createdAt} title={formatIstDateTime(message.createdAt)}>
          · {istTimeOf(message.createdAt)}
        </time>
      </span>
    </p>
  );
}

/**
 * One message: who sent it and when, its text as typed, and its file. Own messages sit right. In a
 * run of one sender's messages only the first shows who and when; the rest say it to screen
 * readers only. A call's line is a line of its own.
 */
export function MessageItem({
  message,
  mine,
  continued = false,
}: {
  message: ChatMessageView;
  mine: boolean;
  /** Follows a message of the same sender within a few minutes. */
  continued?: boolean;
}) {
  const t = useT();
  if (message.videoCall) {
    return <CallLine message={message} ended={message.videoCall.status === 'ended'} />;
  }
  const roleId = message.senderRole ? ROLE_LABELS[message.senderRole] : undefined;
  const role = roleId ? t(roleId) : undefined;
  return (
    <article
      className={cn(
        'flex flex-col gap-1',
        mine ? 'items-end' : 'items-start',
        continued && '-mt-2.5',
      )}
    >
      <p
        className={cn(
          'flex flex-wrap items-baseline gap-x-1.5 px-1 text-xs text-muted-foreground',
          continued && 'sr-only',
        )}
      >
        <span className="font-medium text-foreground">
          {mine ? t('chat.message.you') : message.senderName}
        </span>
        {!mine && role && <span>· {role}</span>}
        <time dateTime={message.createdAt} title={formatIstDateTime(message.createdAt)}>
          · {istTimeOf(message.createdAt)}
        </time>
      </p>
      <div
        className={cn(
          'max-w-[85%] space-y-2 rounded-2xl px-3.5 py-2.5 text-sm sm:max-w-[75%]',
          mine ? 'rounded-tr-sm bg-primary-soft' : 'rounded-tl-sm bg-muted',
        )}
      >
        {message.message && <p className="break-words whitespace-pre-wrap">{message.message}</p>}
        <FileCard message={message} />
      </div>
    </article>
  );
}
