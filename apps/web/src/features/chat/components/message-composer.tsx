import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { Paperclip, SendHorizontal } from 'lucide-react';
import { MESSAGE_MAX_LENGTH } from '@salahkar/domain/schemas/chat';
import { UPLOAD_RULES } from '@salahkar/domain/limits';
import { PickedFile } from '@/components/forms/picked-file.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { notify } from '@/components/ui/toaster.tsx';
import { t as translate, useT } from '@/i18n';
import { formatFileSize } from '@/lib/format.ts';
import { useSendFile, useSendMessage } from '../api/use-chat-actions.ts';

const RULE = UPLOAD_RULES.chatAttachment;

/** Why a chosen file cannot be sent (the texts of docs/product/rulings.md, R-48), checked before any upload. */
function problemWith(file: File): { title: string; description: string } | null {
  const extension = file.name.includes('.') ? `.${file.name.split('.').pop()!.toLowerCase()}` : '';
  if (!RULE.extensions.includes(extension)) {
    return {
      title: translate('chat.file.invalidTypeTitle'),
      description: translate('chat.file.invalidType'),
    };
  }
  if (file.size > RULE.maxBytes) {
    return {
      title: translate('chat.file.tooLargeTitle'),
      description: translate('chat.file.tooLarge'),
    };
  }
  if (file.size === 0) {
    return { title: translate('chat.file.emptyTitle'), description: translate('chat.file.empty') };
  }
  return null;
}

/**
 * The text box with Attach and Send. Enter sends and Shift+Enter starts a new line; a message
 * needs text or a file; Send waits while one is on its way, and what was typed stays if it fails.
 */
export function MessageComposer({
  consultationId,
  textareaRef,
}: {
  consultationId: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const sendMessage = useSendMessage(consultationId);
  const sendFile = useSendFile(consultationId);
  const sending = sendMessage.isPending || sendFile.isPending;
  const canSend = !sending && (text.trim().length > 0 || file !== null);
  const hintId = useId();
  const textId = useId();

  const clear = () => {
    setText('');
    setFile(null);
  };

  const send = () => {
    if (!canSend) return;
    const message = text.trim();
    if (file) sendFile.mutate({ file, message }, { onSuccess: clear });
    else sendMessage.mutate(message, { onSuccess: clear });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const onFileChosen = (chosen: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!chosen) return;
    const problem = problemWith(chosen);
    if (problem) {
      notify({ ...problem, variant: 'error' });
      return;
    }
    setFile(chosen);
  };

  return (
    <form onSubmit={onSubmit} aria-label={t('chat.composer.label')} className="space-y-2">
      {file && (
        <PickedFile
          file={file}
          icon={Paperclip}
          removeLabel={t('chat.composer.removeFile', { name: file.name })}
          disabled={sending}
          onRemove={() => setFile(null)}
        />
      )}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          accept={RULE.extensions.join(',')}
          onChange={(event) => onFileChosen(event.target.files?.[0])}
          data-testid="chat-file-input"
        />
        <Button
          variant="outline"
          size="icon"
          className="shrink-0"
          aria-label={t('chat.composer.attach')}
          title={t('chat.composer.attachTitle', { size: formatFileSize(RULE.maxBytes) })}
          disabled={sending}
          onClick={() => fileInput.current?.click()}
        >
          <Paperclip aria-hidden="true" className="size-4" />
        </Button>
        <label htmlFor={textId} className="sr-only">
          {t('chat.composer.message')}
        </label>
        <Textarea
          ref={textareaRef}
          id={textId}
          rows={2}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={file ? t('chat.composer.notePlaceholder') : t('chat.composer.placeholder')}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-10 resize-none"
        />
        <Button
          type="submit"
          size="icon"
          className="shrink-0"
          aria-label={t('chat.composer.send')}
          disabled={!canSend}
          loading={sending}
        >
          {!sending && <SendHorizontal aria-hidden="true" className="size-4" />}
        </Button>
      </div>
      <p id={hintId} className="hidden text-xs text-muted-foreground sm:block">
        {t('chat.composer.hint', { size: formatFileSize(RULE.maxBytes) })}
      </p>
    </form>
  );
}
