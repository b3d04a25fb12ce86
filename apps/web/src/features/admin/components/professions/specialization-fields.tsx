import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import type { UpdateSpecializationInput } from '@salahkar/domain/schemas/admin-catalog';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/i18n';

/** One end of a range: its label, its error and the form's registration of its input. */
interface RangeEnd {
  label: string;
  error?: string;
  field: UseFormRegisterReturn;
}

/** A range in whole rupees, minimum and maximum side by side (a specialization's, a tier's). */
export function RupeeRangeFields({ min, max }: { min: RangeEnd; max: RangeEnd }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {[min, max].map((end) => (
        <FormField key={end.field.name} label={end.label} error={end.error}>
          <Input type="number" inputMode="numeric" min={1} step={1} {...end.field} />
        </FormField>
      ))}
    </div>
  );
}

/** The Hindi name of a catalog entry (shown on Hindi screens, decision 217); empty shows the English. */
export function HindiNameField({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  const t = useT();
  return (
    <FormField label={t('admin.catalog.nameHi')} hint={t('admin.catalog.hindiHint')} error={error}>
      <Input lang="hi" maxLength={100} {...field} />
    </FormField>
  );
}

type Prices = Pick<UpdateSpecializationInput, 'minPrice' | 'maxPrice'>;

/** A specialization's price range, as Add and Edit Specialization both ask it. */
export function SpecializationPriceFields({
  fields,
  errors,
}: {
  /** The form's registrations of the two inputs. */
  fields: Record<keyof Prices, UseFormRegisterReturn>;
  errors: FieldErrors<Prices>;
}) {
  const t = useT();
  return (
    <RupeeRangeFields
      min={{
        label: t('admin.professions.minPrice'),
        error: errors.minPrice?.message,
        field: fields.minPrice,
      }}
      max={{
        label: t('admin.professions.maxPrice'),
        error: errors.maxPrice?.message,
        field: fields.maxPrice,
      }}
    />
  );
}
