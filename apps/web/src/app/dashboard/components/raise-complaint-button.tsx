import { lazy, Suspense, useState } from 'react';
import { MessageSquareWarning } from 'lucide-react';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { Button } from '@/components/ui/button.tsx';
import { useRaiseComplaint } from '@/features/consultations';
import { useT } from '@/i18n';
import { formatIstDateTime } from '@/lib/format.ts';

// The complaint form (the form library and its schema) loads when the dialog is first opened.
const loadDialog = () => import('./raise-complaint-dialog.tsx');
const RaiseComplaintDialog = lazy(() =>
  loadDialog().then((m) => ({ default: m.RaiseComplaintDialog })),
);
const preloadDialog = () => void loadDialog();

/** Where the owner's complaint stands, in a line: under review until an admin resolves it. */
function ComplaintStatus({ complaint }: { complaint: NonNullable<Consultation['complaint']> }) {
  const t = useT();
  return (
    <p role="status" className="self-center text-sm text-muted-foreground">
      {complaint.resolvedAt
        ? t('dashboard.complaint.resolved', { date: formatIstDateTime(complaint.resolvedAt) })
        : t('dashboard.complaint.underReview', { date: formatIstDateTime(complaint.raisedAt) })}
    </p>
  );
}

/**
 * Raise a Query on a completed consultation's History card, while the server allows it (within
 * 7 days of completion, none open); once raised, the card says where the complaint stands.
 */
export function RaiseComplaintButton({ consultation }: { consultation: Consultation }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const raise = useRaiseComplaint(consultation.id);
  // Until the refreshed list arrives, the answer to the raise stands for the card's complaint.
  const complaint =
    consultation.complaint ??
    (raise.data
      ? { raisedAt: raise.data.queryRaisedAt, reason: raise.data.queryReason, resolvedAt: null }
      : null);
  const mayRaise = consultation.abilities.raiseComplaint && !raise.data;

  return (
    <>
      {complaint && <ComplaintStatus complaint={complaint} />}
      {mayRaise && (
        <>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setOpen(true)}
            onPointerEnter={preloadDialog}
            onFocus={preloadDialog}
          >
            <MessageSquareWarning aria-hidden="true" className="size-4" />
            {complaint ? t('dashboard.complaint.raiseAnother') : t('dashboard.complaint.raise')}
          </Button>
          {open && (
            <Suspense fallback={null}>
              <RaiseComplaintDialog
                title={consultation.title}
                open
                onOpenChange={setOpen}
                pending={raise.isPending}
                onSubmit={(input) => raise.mutate(input, { onSuccess: () => setOpen(false) })}
              />
            </Suspense>
          )}
        </>
      )}
    </>
  );
}
