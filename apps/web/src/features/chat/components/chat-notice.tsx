import { Info, RotateCcw } from 'lucide-react';
import { reopenWindowEndsAt } from '@salahkar/domain/consultation-windows';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { Button } from '@/components/ui/button.tsx';
import { formatIstDateTime } from '@/lib/format.ts';
import { useRequestReopen } from '../api/use-chat-actions.ts';
import type { ChatState } from './chat-state.ts';

/** The text of docs/product/rulings.md for a closed case whose reopen window has passed. */
export const REOPEN_EXPIRED_TEXT =
  'This consultation is closed and the 24-hour window to reopen it has expired.';

function reopenDeadline(consultation: Consultation): string | null {
  return consultation.closedAt
    ? formatIstDateTime(reopenWindowEndsAt(new Date(consultation.closedAt)))
    : null;
}

function closedText(consultation: Consultation, state: ChatState & { kind: 'closed' }): string {
  const deadline = reopenDeadline(consultation);
  const until = deadline ? ` until ${deadline}` : ' within 24 hours';
  if (state.reader === 'owner') {
    return state.canReopen
      ? `The professional marked this consultation as resolved. If something is still open, you can ask to reopen it${until}.`
      : REOPEN_EXPIRED_TEXT;
  }
  if (state.reader === 'professional') {
    return `You marked this consultation as resolved. The client can ask to reopen it${until}; after that it completes.`;
  }
  return 'The professional marked this consultation as resolved.';
}

function noticeText(consultation: Consultation, state: ChatState): string {
  switch (state.kind) {
    case 'closed':
      return closedText(consultation, state);
    case 'under-review':
      return state.reader === 'owner'
        ? 'Your request to reopen this consultation is being reviewed by admin. You will be notified once it is approved.'
        : 'The client asked to reopen this consultation. An admin is reviewing the request.';
    case 'completed':
      return 'This consultation is completed. The conversation stays here for your records.';
    case 'read-only':
      return 'Only the client and the professional can send messages in this chat.';
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
          Reopen Case
        </Button>
      )}
    </div>
  );
}
