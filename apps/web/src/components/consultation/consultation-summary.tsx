import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { categoryLabel } from '@/i18n';
import { formatBudgetRange, formatRupeeText } from '@/lib/rupee-amounts.ts';
import { SpecializationName } from './specialization-name.tsx';

/** 'Legal · Property · ₹1,500': the field, the specialization and the fee (or the budget range). */
export function ConsultationSummary({ consultation }: { consultation: Consultation }) {
  return (
    <>
      {categoryLabel(consultation.category)} ·{' '}
      <SpecializationName category={consultation.category} name={consultation.subcategory} /> ·{' '}
      {consultation.finalAmount
        ? formatRupeeText(consultation.finalAmount)
        : formatBudgetRange(consultation)}
    </>
  );
}
