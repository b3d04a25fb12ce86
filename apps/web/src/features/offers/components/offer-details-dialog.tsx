import type { ReactNode } from 'react';
import { BadgeCheck } from 'lucide-react';
import { CATEGORY_FIELDS, CATEGORY_LABELS } from '@salahkar/domain/enums';
import type { Offer } from '@salahkar/domain/schemas/offers';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog.tsx';
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
  open: boolean;
  onOpenChange: (open: boolean) => void;
  canAccept: boolean;
  accepting: boolean;
  onAccept: () => void;
}) {
  const { professional } = offer;
  const specialization = professional.specialization;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Professional Offer Details" description={displayNameOf(professional)}>
        <div className="space-y-5">
          <div className="flex flex-wrap items-center gap-3">
            {professional.isVerified && (
              <span className="inline-flex items-center gap-1 text-sm font-medium text-success">
                <BadgeCheck aria-hidden="true" className="size-4" />
                Verified Professional
              </span>
            )}
            <ProfessionalRating professional={professional} />
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            <Detail label="Offer amount">
              <span className="text-lg font-semibold">{formatRupeeText(offer.offerAmount)}</span>
            </Detail>
            <Detail label="Category">
              {specialization ? CATEGORY_LABELS[specialization] : '—'}
            </Detail>
            <Detail label="Experience">
              {professional.experience === null
                ? 'Not provided'
                : `${professional.experience} ${professional.experience === 1 ? 'year' : 'years'}`}
            </Detail>
            <Detail label="Specialization">
              {specialization ? CATEGORY_FIELDS[specialization] : 'Not provided'}
            </Detail>
          </dl>
          <section className="space-y-1">
            <h3 className="text-sm font-semibold">Message</h3>
            <p className="text-sm whitespace-pre-line">{offer.message ?? 'No message.'}</p>
          </section>
          <section className="space-y-1">
            <h3 className="text-sm font-semibold">About</h3>
            <p className="text-sm whitespace-pre-line text-muted-foreground">
              {professional.bio ?? 'Not provided'}
            </p>
          </section>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
            {canAccept && (
              <Button loading={accepting} onClick={onAccept}>
                Accept Offer
              </Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
