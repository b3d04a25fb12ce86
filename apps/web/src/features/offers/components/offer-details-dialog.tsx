import type { Offer } from '@salahkar/domain/schemas/offers';
import { Fact, Passage } from '@/components/consultation/consultation-facts.tsx';
import { VerificationBadge } from '@/components/professional/verification-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogActions, DialogFrame, type DialogState } from '@/components/ui/dialog.tsx';
import { categoryField, categoryLabel, useT } from '@/i18n';
import { displayNameOf } from '@/lib/format.ts';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { ProfessionalRating } from './professional-rating.tsx';

/** An offer as its request's owner sees it, with Accept while the owner may accept it. */
export interface OfferToAccept {
  offer: Offer;
  canAccept: boolean;
  accepting: boolean;
  /** Accepts the offer; once the server agrees, its checkout opens. */
  onAccept: () => void;
}

/** Professional Offer Details: who is offering, for how much, and why; Accept Offer or Close. */
export function OfferDetailsDialog({
  offer,
  open,
  onOpenChange,
  canAccept,
  accepting,
  onAccept,
}: OfferToAccept & DialogState) {
  const t = useT();
  const { professional } = offer;
  const specialization = professional.specialization;
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={t('offers.details.title')}
      description={displayNameOf(professional)}
    >
      <div className="space-y-5">
        <div className="flex flex-wrap items-center gap-3">
          <VerificationBadge verification={professional.verification} className="text-sm" />
          <ProfessionalRating professional={professional} />
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
          <Fact label={t('offers.details.amount')}>
            <span className="text-lg font-semibold">{formatRupeeText(offer.offerAmount)}</span>
          </Fact>
          <Fact label={t('offers.details.category')}>
            {specialization ? categoryLabel(specialization) : '—'}
          </Fact>
          <Fact label={t('offers.details.experience')}>
            {professional.experience === null
              ? t('offers.details.notProvided')
              : t('offers.details.years', { count: professional.experience })}
          </Fact>
          <Fact label={t('offers.details.specialization')}>
            {specialization ? categoryField(specialization) : t('offers.details.notProvided')}
          </Fact>
        </dl>
        <Passage title={t('offers.details.message')}>
          {offer.message ?? t('offers.details.noMessage')}
        </Passage>
        <Passage title={t('offers.details.about')} muted>
          {professional.bio ?? t('offers.details.notProvided')}
        </Passage>
        <DialogActions cancelLabel={t('offers.details.close')}>
          {canAccept && (
            <Button loading={accepting} onClick={onAccept}>
              {t('offers.details.accept')}
            </Button>
          )}
        </DialogActions>
      </div>
    </DialogFrame>
  );
}
