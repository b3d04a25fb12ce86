import { memo, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useT } from '@/i18n';
import { cn } from '@/lib/cn.ts';
import { ConsultationFacts } from '@/components/consultation/consultation-facts.tsx';
import { CaseBadges } from '@/components/consultation/consultation-badges.tsx';
import {
  ConsultationDetailsDialog,
  DeleteConsultationDialog,
  EditConsultationDialog,
  preloadConsultationDialogs,
} from './lazy-consultation-dialogs.ts';

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

/** One of the card's buttons; each also reads out which request it acts on. */
function CardAction({
  titleId,
  icon,
  label,
  danger = false,
  onOpen,
}: {
  titleId: string;
  icon: ReactNode;
  label: string;
  danger?: boolean;
  onOpen: () => void;
}) {
  return (
    <Button
      variant={danger ? 'ghost' : 'outline'}
      size="sm"
      className={danger ? 'text-destructive' : undefined}
      aria-describedby={titleId}
      onClick={onOpen}
      onPointerEnter={preloadConsultationDialogs}
      onFocus={preloadConsultationDialogs}
    >
      {icon}
      {label}
    </Button>
  );
}

/**
 * A request the user has posted: its facts, and View Details, Edit and Delete as allowed. A card
 * is drawn again only when its request or its highlight changes, not with every answer the
 * dashboard receives.
 */
export const RequestCard = memo(function RequestCard({
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
        <CaseBadges consultation={consultation} withUrgency />
      </div>
      <ConsultationFacts consultation={consultation} />
      <div className="flex flex-wrap gap-2">
        <CardAction
          titleId={titleId}
          icon={<Eye aria-hidden="true" className="size-4" />}
          label={t('dashboard.request.viewDetails')}
          onOpen={() => setDialog('details')}
        />
        {abilities.edit && (
          <CardAction
            titleId={titleId}
            icon={<Pencil aria-hidden="true" className="size-4" />}
            label={t('dashboard.request.edit')}
            onOpen={() => setDialog('edit')}
          />
        )}
        {abilities.delete && (
          <CardAction
            titleId={titleId}
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            label={t('dashboard.request.delete')}
            danger
            onOpen={() => setDialog('delete')}
          />
        )}
      </div>

      {/* Mounted while open only: the dialogs' code loads when one is first opened. */}
      {dialog && (
        <Suspense fallback={null}>
          {dialog === 'details' && (
            <ConsultationDetailsDialog
              consultation={consultation}
              open
              onOpenChange={onOpenChange}
            />
          )}
          {dialog === 'edit' && abilities.edit && (
            <EditConsultationDialog consultation={consultation} open onOpenChange={onOpenChange} />
          )}
          {dialog === 'delete' && abilities.delete && (
            <DeleteConsultationDialog
              consultationId={consultation.id}
              open
              onOpenChange={onOpenChange}
            />
          )}
        </Suspense>
      )}
    </Card>
  );
});
