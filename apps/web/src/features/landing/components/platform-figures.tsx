import { BadgeCheck, Clock, IndianRupee } from 'lucide-react';
import type { ReactNode } from 'react';
import { URGENCY_LEVELS } from '@salahkar/domain/enums';
import { FIRST_OFFER_WINDOW_DAYS } from '@salahkar/domain/limits';
import { formatRupeesFromRupees } from '@salahkar/domain/format';
import { catalogText, tierNameOf, useT } from '@/i18n';
import type { LandingFigures } from '../api/use-landing-figures.ts';
import { useLandingFigures } from '../api/use-landing-figures.ts';
import { FigureSlot } from './figure-slot.tsx';
import { formatWait, verifiedCount } from './format-figures.ts';

function Figure({
  icon,
  label,
  value,
  note,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  note: string;
}) {
  return (
    <div className="flex h-full min-h-36 gap-3 rounded-xl border border-border bg-card p-5 shadow-sm">
      <div className="text-primary [&_svg]:size-6">{icon}</div>
      <div>
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <p className="mt-1 text-2xl font-bold text-foreground">{value}</p>
        <p className="mt-1 text-sm text-muted-foreground">{note}</p>
      </div>
    </div>
  );
}

function Figures({ figures }: { figures: LandingFigures }) {
  const t = useT();
  const verified = figures.professionals.reduce((sum, field) => sum + field.count, 0);
  const tiers = figures.priceRanges;
  const lowest = tiers.length > 0 ? Math.min(...tiers.map((tier) => tier.minAmount)) : null;
  const highest = tiers.length > 0 ? Math.max(...tiers.map((tier) => tier.maxAmount)) : null;
  const { firstOffer } = figures;
  return (
    <>
      <li>
        <Figure
          icon={<BadgeCheck aria-hidden="true" />}
          label={t('landing.figures.verified.label')}
          value={verified > 0 ? String(verified) : t('landing.figures.verified.none')}
          note={
            verified > 0
              ? t('landing.figures.verified.note')
              : t('landing.figures.verified.noneNote')
          }
        />
      </li>
      <li>
        <Figure
          icon={<Clock aria-hidden="true" />}
          label={t('landing.figures.wait.label')}
          value={firstOffer ? formatWait(firstOffer.medianMinutes) : t('landing.figures.wait.none')}
          note={
            firstOffer
              ? t('landing.figures.wait.note', {
                  count: firstOffer.consultations,
                  days: FIRST_OFFER_WINDOW_DAYS,
                })
              : t('landing.figures.wait.noneNote', { days: FIRST_OFFER_WINDOW_DAYS })
          }
        />
      </li>
      <li>
        <Figure
          icon={<IndianRupee aria-hidden="true" />}
          label={t('landing.figures.fees.label')}
          value={
            lowest !== null && highest !== null
              ? `${formatRupeesFromRupees(lowest)}–${formatRupeesFromRupees(highest)}`
              : t('landing.figures.fees.none')
          }
          note={
            tiers.length > 0 ? t('landing.figures.fees.note') : t('landing.figures.fees.noneNote')
          }
        />
      </li>
    </>
  );
}

/** Three live numbers under the hero: who is here, how fast they answer, what it costs. */
export function PlatformFigures() {
  const t = useT();
  const { data, status } = useLandingFigures();
  return (
    <ul aria-label={t('landing.figures.heading')} className="grid gap-4 sm:grid-cols-3">
      {data ? (
        <Figures figures={data} />
      ) : (
        [0, 1, 2].map((slot) => (
          <li key={slot}>
            <FigureSlot status={status} className="h-36">
              {() => null}
            </FigureSlot>
          </li>
        ))
      )}
    </ul>
  );
}

/**
 * The urgency tiers: how fast, and the fee range of each. While they load, one placeholder per
 * tier keeps the grid at the cards' height.
 */
export function PriceTiers() {
  const t = useT();
  const { data, status } = useLandingFigures();
  if (!data) {
    return (
      <div className="grid gap-4 sm:grid-cols-3">
        {URGENCY_LEVELS.map((level) => (
          <FigureSlot key={level} status={status} className="h-32">
            {() => null}
          </FigureSlot>
        ))}
      </div>
    );
  }
  if (data.priceRanges.length === 0) {
    return (
      <p className="flex min-h-32 items-center justify-center rounded-xl border border-dashed border-border px-6 text-center text-sm text-muted-foreground">
        {t('landing.fees.empty')}
      </p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {data.priceRanges.map((tier) => (
        <li
          key={tier.urgencyLevel}
          className="min-h-32 rounded-xl border border-border bg-card p-5 text-center shadow-sm"
        >
          <h3 className="font-semibold">{tierNameOf(tier)}</h3>
          <TierResponseTime tier={tier} />
          <p className="mt-3 text-xl font-bold">
            {formatRupeesFromRupees(tier.minAmount)}–{formatRupeesFromRupees(tier.maxAmount)}
          </p>
          {tier.basis === 'specializations' && (
            <p className="mt-1 text-sm text-muted-foreground">
              {t('landing.fees.bySpecialization')}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A tier's response time in the language on screen (English, marked, where none was typed). */
function TierResponseTime({ tier }: { tier: LandingFigures['priceRanges'][number] }) {
  const time = catalogText(tier.responseTime, tier.responseTimeHi);
  return (
    <p lang={time.lang} className="mt-1 text-sm text-muted-foreground">
      {time.text}
    </p>
  );
}

/** A field's count of verified professionals, under its card (a line kept while loading). */
export function FieldCount({
  category,
}: {
  category: LandingFigures['professionals'][number]['category'];
}) {
  const t = useT();
  const { data } = useLandingFigures();
  const count = data?.professionals.find((field) => field.category === category)?.count;
  return (
    <p className="mt-2 h-5 text-sm font-medium text-primary">
      {count === undefined ? '' : count > 0 ? verifiedCount(count) : t('landing.figures.fieldNone')}
    </p>
  );
}
