import type { ReactNode } from 'react';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { Card } from '@/components/ui/card.tsx';
import { CaseBadges } from '@/components/consultation/consultation-badges.tsx';
import { ConsultationSummary } from '@/components/consultation/consultation-summary.tsx';
import { useT } from '@/i18n';
import { formatIstDate } from '@/lib/format.ts';

/** A consultation past the offers stage, in Active Chat or History, with its action. */
export function ConsultationRow({
  consultation,
  date,
  action,
  children,
  headingLevel = 3,
}: {
  consultation: Consultation;
  /**
   * The date that matters in this list, e.g. when it completed: `label` is a message id (from
   * `msg`) with a `{date}` value.
   */
  date: { label: string; value: string | null };
  action?: ReactNode;
  children?: ReactNode;
  headingLevel?: 3 | 4;
}) {
  const t = useT();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="min-w-0 font-semibold break-words">{consultation.title}</Heading>
        <CaseBadges consultation={consultation} />
      </div>
      <p className="text-sm text-muted-foreground">
        <ConsultationSummary consultation={consultation} />
        {date.value && ` · ${t(date.label, { date: formatIstDate(date.value) })}`}
      </p>
      {action && <div className="flex flex-wrap gap-2">{action}</div>}
      {children}
    </Card>
  );
}
