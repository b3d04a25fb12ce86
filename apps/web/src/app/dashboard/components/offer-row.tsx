import { useId, useState } from 'react';
import { MapPin } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { VerificationBadge } from '@/components/professional/verification-badge.tsx';
import { OfferDetailsDialog, ProfessionalRating, type OfferToAccept } from '@/features/offers';
import { OfferStatusBadge } from '@/components/consultation/offer-status-badge.tsx';
import { currentLanguage, useT } from '@/i18n';
import { displayNameOf, initialsOf } from '@/lib/format.ts';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';

/**
 * One professional's offer on a request: who (photo, name, what was verified and when, experience,
 * rating, city and languages, as their public profile gives them), how much, their message; View
 * and Accept.
 */
export function OfferRow(props: OfferToAccept) {
  const { offer, canAccept, accepting, onAccept } = props;
  const t = useT();
  const [viewing, setViewing] = useState(false);
  const nameId = useId();
  const { professional } = offer;
  const name = displayNameOf(professional);
  const place = [professional.city, professional.languages].filter(Boolean);

  return (
    <li className="space-y-3 rounded-lg border border-border p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 gap-3">
          <Avatar src={professional.profileImageUrl} fallback={initialsOf(professional)} />
          <div className="min-w-0 space-y-0.5">
            <p id={nameId} className="font-medium break-words">
              {name}
            </p>
            <VerificationBadge verification={professional.verification} />
            <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
              <ProfessionalRating professional={professional} />
              {professional.experience !== null && (
                <span>{t('dashboard.offer.experience', { count: professional.experience })}</span>
              )}
            </p>
            {place.length > 0 && (
              <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                {professional.city && <span>{professional.city}</span>}
                {professional.city && professional.languages && <span aria-hidden="true">·</span>}
                {professional.languages && (
                  <span>
                    {t('dashboard.offer.languages', { languages: professional.languages })}
                  </span>
                )}
              </p>
            )}
          </div>
        </div>
        <div className="text-right">
          <p className="text-lg font-semibold">{formatRupeeText(offer.offerAmount)}</p>
          {offer.status !== 'pending' && <OfferStatusBadge status={offer.status} />}
        </div>
      </div>
      {offer.message && (
        <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">
          {offer.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-describedby={nameId}
          onClick={() => setViewing(true)}
        >
          {t('dashboard.offer.view')}
        </Button>
        {professional.publicProfilePath && (
          // A full page load: the profile is a server-written page outside the app (decision 215).
          <a
            href={
              currentLanguage() === 'hi'
                ? `/hi${professional.publicProfilePath}`
                : professional.publicProfilePath
            }
            aria-label={t('dashboard.offer.profileOf', { name })}
            className="inline-flex h-8 items-center rounded-md px-2 text-sm font-medium text-primary underline underline-offset-2"
          >
            {t('dashboard.offer.profile')}
          </a>
        )}
        {canAccept && (
          <Button size="sm" aria-describedby={nameId} loading={accepting} onClick={onAccept}>
            {t('dashboard.offer.accept')}
          </Button>
        )}
      </div>
      <OfferDetailsDialog {...props} open={viewing} onOpenChange={setViewing} />
    </li>
  );
}
