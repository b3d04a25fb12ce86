import type { ReactNode } from 'react';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { categoryLabel, useT } from '@/i18n';
import { cn } from '@/lib/cn.ts';
import { formatIstDateTime } from '@/lib/format.ts';
import { formatBudgetRange } from '@/lib/rupee-amounts.ts';

/** A short reference to a consultation people can read out to support. */
export function shortIdOf(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}

/** A titled passage in someone's own words (a message, a bio), keeping the lines they wrote. */
export function Passage({
  title,
  muted = false,
  children,
}: {
  title: string;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="space-y-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      <p
        className={cn('text-sm break-words whitespace-pre-line', muted && 'text-muted-foreground')}
      >
        {children}
      </p>
    </section>
  );
}

/**
 * A request as its owner wrote it: its facts, the description and the documents. The owner's
 * Consultation Details and the professional's View Case show the same request, each under its own
 * headings; `children` is the documents part (the list, and for the owner a way to add more).
 */
export function RequestInFull({
  consultation,
  descriptionTitle,
  documentsTitle,
  children,
}: {
  consultation: Consultation;
  descriptionTitle: string;
  documentsTitle: string;
  children: ReactNode;
}) {
  return (
    <>
      <ConsultationFacts consultation={consultation} />
      <Passage title={descriptionTitle}>{consultation.description}</Passage>
      <section className="space-y-2">
        <h3 className="text-sm font-semibold">{documentsTitle}</h3>
        {children}
      </section>
    </>
  );
}

/** The facts of a request shown in dialogs and cards: range, category, specialization, dates. */
export function ConsultationFacts({
  consultation,
}: {
  consultation: Pick<
    Consultation,
    'id' | 'baseFeeAmount' | 'maxFeeAmount' | 'category' | 'subcategory' | 'createdAt'
  >;
}) {
  const t = useT();
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
      <Fact label={t('consultations.facts.budgetRange')}>{formatBudgetRange(consultation)}</Fact>
      <Fact label={t('consultations.facts.category')}>{categoryLabel(consultation.category)}</Fact>
      <Fact label={t('consultations.facts.specialization')}>{consultation.subcategory}</Fact>
      <Fact label={t('consultations.facts.created')}>
        {formatIstDateTime(consultation.createdAt)}
      </Fact>
      <Fact label={t('consultations.facts.consultationId')}>
        <span title={consultation.id}>{shortIdOf(consultation.id)}</span>
      </Fact>
    </dl>
  );
}
