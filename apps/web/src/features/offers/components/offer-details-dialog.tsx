import type { ReactNode } from 'react';
import type { Offer } from '@salahkar/domain/schemas/offers';
import { VerificationBadge } from '@/components/professional/verification-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, type DialogState } from '@/components/ui/dialog.tsx';
import { categoryField, categoryLabel, useT } from '@/i18n';
import { displayNameOf } from '@/lib/format.ts';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { ProfessionalRating } from './professional-rating.tsx';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}

/** Professional Offer Details: who is offering, for how much, and why; Accept Offer or Close. */
export function OfferDetailsDialog({
  offer,
  open,
  onOpenChange,
  canAccept,
  accepting,
  onAccept,
}: {
  offer: Offer;
  canAccept: boolean;
  accepting: boolean;
  onAccept: () => void;
} & DialogState) {
  const t = useT();
  const { professional } = offer;
  const specialization = professional.specialization;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('offers.details.title')} description={displayNameOf(professional)}>
        <div className="space-y-5">
          <div className="flex flex-wrap items-center gap-3">
            <VerificationBadge verification={professional.verification} className="text-sm" />
            <ProfessionalRating professional={professional} />
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            <Detail label={t('offers.details.amount')}>
              <span className="text-lg font-semibold">{formatRupeeText(offer.offerAmount)}</span>
            </Detail>
            <Detail label={t('offers.details.category')}>
              {specialization ? categoryLabel(specialization) : '—'}
            </Detail>
            <Detail label={t('offers.details.experience')}>
              {professional.experience === null
                ? t('offers.details.notProvided')
                : t('offers.details.years', { count: professional.experience })}
            </Detail>
            <Detail label={t('offers.details.specialization')}>
              {specialization ? categoryField(specialization) : t('offers.details.notProvided')}
            </Detail>
          </dl>
          <section className="space-y-1">
            <h3 className="text-sm font-semibold">{t('offers.details.message')}</h3>
            <p className="text-sm whitespace-pre-line">
              {offer.message ?? t('offers.details.noMessage')}
            </p>
          </section>
          <section className="space-y-1">
            <h3 className="text-sm font-semibold">{t('offers.details.about')}</h3>
            <p className="text-sm whitespace-pre-line text-muted-foreground">
              {professional.bio ?? t('offers.details.notProvided')}
            </p>
          </section>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('offers.details.close')}</Button>
            </DialogClose>
            {canAccept && (
              <Button loading={accepting} onClick={onAccept}>
                {t('offers.details.accept')}
              </Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
