import { useEffect, useId, useRef, useState } from 'react';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useT } from '@/i18n';
import { cn } from '@/lib/cn.ts';
import {
  ConsultationDetailsDialog,
  DeleteConsultationDialog,
  EditConsultationDialog,
} from '@/features/consultations';
import { ConsultationFacts } from '@/components/consultation/consultation-facts.tsx';
import {
  ConsultationStatusBadge,
  UrgencyBadge,
} from '@/components/consultation/consultation-badges.tsx';
import { PaymentStatusBadge } from '@/components/consultation/payment-status.tsx';

type OpenDialog = 'details' | 'edit' | 'delete' | null;

/** How long a just-posted request stays highlighted. */
const HIGHLIGHT_MS = 4000;
/** Lets the closing post dialog hand focus back first, so the card can take it after. */
const FOCUS_AFTER_DIALOG_MS = 300;

/**
 * Brings a just-posted card into view and focus (its title is read out), then after a few seconds
 * says the highlight has been shown.
 */
function useHighlight(highlighted: boolean, onShown: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef(onShown);
  useEffect(() => {
    shown.current = onShown;
  });
  useEffect(() => {
    if (!highlighted) return;
    const focus = setTimeout(() => {
      ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      ref.current?.focus({ preventScroll: true });
    }, FOCUS_AFTER_DIALOG_MS);
    const end = setTimeout(() => shown.current(), HIGHLIGHT_MS);
    return () => {
      clearTimeout(focus);
      clearTimeout(end);
    };
  }, [highlighted]);
  return ref;
}

/** A request the user has posted: its facts, and View Details, Edit and Delete as allowed. */
export function RequestCard({
  consultation,
  highlighted = false,
  onHighlightShown = () => undefined,
}: {
  consultation: Consultation;
  /** A request just posted: scrolled to, focused and outlined for a few seconds. */
  highlighted?: boolean;
  onHighlightShown?: () => void;
}) {
  const t = useT();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const onOpenChange = (open: boolean) => !open && setDialog(null);
  const { abilities } = consultation;
  // Every card has the same buttons: each also reads out which request it acts on.
  const titleId = useId();
  const cardRef = useHighlight(highlighted, onHighlightShown);

  return (
    <Card
      ref={cardRef}
      role="article"
      tabIndex={-1}
      aria-labelledby={titleId}
      data-highlighted={highlighted || undefined}
      className={cn(
        'scroll-mt-24 space-y-4 p-4 transition-shadow outline-none sm:p-5',
        highlighted && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 font-semibold break-words">
          {consultation.title}
        </h3>
        <div className="flex flex-wrap gap-2">
          <ConsultationStatusBadge status={consultation.status} />
          <UrgencyBadge urgencyLevel={consultation.urgencyLevel} />
          <PaymentStatusBadge consultation={consultation} />
        </div>
      </div>
      <ConsultationFacts consultation={consultation} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-describedby={titleId}
          onClick={() => setDialog('details')}
        >
          <Eye aria-hidden="true" className="size-4" />
          {t('dashboard.request.viewDetails')}
        </Button>
        {abilities.edit && (
          <Button
            variant="outline"
            size="sm"
            aria-describedby={titleId}
            onClick={() => setDialog('edit')}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {t('dashboard.request.edit')}
          </Button>
        )}
        {abilities.delete && (
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive"
            aria-describedby={titleId}
            onClick={() => setDialog('delete')}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('dashboard.request.delete')}
          </Button>
        )}
      </div>

      <ConsultationDetailsDialog
        consultation={consultation}
        open={dialog === 'details'}
        onOpenChange={onOpenChange}
      />
      {abilities.edit && (
        <EditConsultationDialog
          consultation={consultation}
          open={dialog === 'edit'}
          onOpenChange={onOpenChange}
        />
      )}
      {abilities.delete && (
        <DeleteConsultationDialog
          consultationId={consultation.id}
          open={dialog === 'delete'}
          onOpenChange={onOpenChange}
        />
      )}
    </Card>
  );
}
