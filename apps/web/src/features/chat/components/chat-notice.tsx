import { Info, RotateCcw } from 'lucide-react';
import { reopenWindowEndsAt } from '@salahkar/domain/consultation-windows';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { Button } from '@/components/ui/button.tsx';
import { t, useT } from '@/i18n';
import { formatIstDateTime } from '@/lib/format.ts';
import { useRequestReopen } from '../api/use-chat-actions.ts';
import type { ChatState } from './chat-state.ts';

function reopenDeadline(consultation: Consultation): string | null {
  return consultation.closedAt
    ? formatIstDateTime(reopenWindowEndsAt(new Date(consultation.closedAt)))
    : null;
}

function closedText(consultation: Consultation, state: ChatState & { kind: 'closed' }): string {
  const deadline = reopenDeadline(consultation);
  if (state.reader === 'owner') {
    // The expired text is docs/product/rulings.md.
    if (!state.canReopen) return t('chat.notice.reopenExpired');
    return deadline
      ? t('chat.notice.ownerReopenUntil', { deadline })
      : t('chat.notice.ownerReopenWithin');
  }
  if (state.reader === 'professional') {
    return deadline
      ? t('chat.notice.professionalUntil', { deadline })
      : t('chat.notice.professionalWithin');
  }
  return t('chat.notice.resolved');
}

function noticeText(consultation: Consultation, state: ChatState): string {
  switch (state.kind) {
    case 'closed':
      return closedText(consultation, state);
    case 'under-review':
      return state.reader === 'owner'
        ? t('chat.notice.ownerUnderReview')
        : t('chat.notice.underReview');
    case 'completed':
      return t('chat.notice.completed');
    case 'read-only':
      return t('chat.notice.readOnly');
    default:
      return '';
  }
}

/** In place of the text box when there is none: why, and Reopen Case while the owner may. */
export function ChatNotice({
  consultation,
  state,
}: {
  consultation: Consultation;
  state: ChatState;
}) {
  const translate = useT();
  const reopen = useRequestReopen(consultation.id);
  const showReopen = state.kind === 'closed' && state.reader === 'owner' && state.canReopen;
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-border bg-muted px-4 py-3 text-sm sm:flex-row sm:items-center"
    >
      <p className="flex flex-1 gap-2">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span>{noticeText(consultation, state)}</span>
      </p>
      {showReopen && (
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 self-start sm:self-auto"
          loading={reopen.isPending}
          onClick={() => reopen.mutate()}
        >
          {!reopen.isPending && <RotateCcw aria-hidden="true" className="size-4" />}
          {translate('chat.notice.reopen')}
        </Button>
      )}
    </div>
  );
}
