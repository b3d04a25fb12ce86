import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CATEGORIES } from '@salahkar/domain/enums';
import type { becomeProfessionalSchema } from '@salahkar/domain/schemas/profile';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect, SelectOptions } from '@/components/ui/native-select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { categoryLabel, useT } from '@/i18n';

/**
 * The four fields these inputs fill, by the names both the professional registration and the
 * Become a Professional application give them; the form around them provides them through a
 * FormProvider.
 */
export type ProfessionalFieldsInput = Pick<
  z.input<typeof becomeProfessionalSchema>,
  'specialization' | 'experience' | 'bio' | 'licenseNumber'
>;

/** Under the bio: a fixed hint, or the bio's bounds for a live count of its characters. */
export type BioHint = string | { min: number; max: number };

/** The form these fields sit in (its FormProvider's), with its errors. */
function useFieldsForm() {
  const { register, control, formState } = useFormContext<ProfessionalFieldsInput>();
  return { register, control, errors: formState.errors };
}

function BioField({ rows, hint }: { rows: number; hint: string }) {
  const { register, errors } = useFieldsForm();
  const t = useT();
  return (
    <FormField label={t('common.professionalFields.bio')} hint={hint} error={errors.bio?.message}>
      <Textarea rows={rows} {...register('bio')} />
    </FormField>
  );
}

/** The bio with its length counted as it is typed: only this field redraws on each keystroke. */
function CountedBioField({ rows, min, max }: { rows: number; min: number; max: number }) {
  const { control } = useFieldsForm();
  const t = useT();
  const length = (useWatch({ control, name: 'bio' }) ?? '').trim().length;
  return (
    <BioField rows={rows} hint={t('common.professionalFields.bioCount', { length, max, min })} />
  );
}

/**
 * What a professional tells the admin who reviews them: field, experience, bio and licence. The
 * registration and the Become a Professional application differ only in the lowest experience
 * they take, the bio box's height and what stands under the bio.
 */
export function ProfessionalFields({
  minExperience,
  bioRows,
  bioHint,
}: {
  minExperience: number;
  bioRows: number;
  bioHint: BioHint;
}) {
  const { register, errors } = useFieldsForm();
  const t = useT();

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('common.professionalFields.specialization')}
          error={errors.specialization?.message}
        >
          <NativeSelect {...register('specialization')}>
            <option value="">{t('common.professionalFields.selectField')}</option>
            <SelectOptions values={CATEGORIES} label={categoryLabel} />
          </NativeSelect>
        </FormField>
        <FormField
          label={t('common.professionalFields.experience')}
          error={errors.experience?.message}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={minExperience}
            max={50}
            {...register('experience')}
          />
        </FormField>
      </div>
      {typeof bioHint === 'string' ? (
        <BioField rows={bioRows} hint={bioHint} />
      ) : (
        <CountedBioField rows={bioRows} min={bioHint.min} max={bioHint.max} />
      )}
      <FormField
        label={t('common.professionalFields.licence')}
        hint={t('common.professionalFields.licenceHint')}
        error={errors.licenseNumber?.message}
      >
        <Input autoComplete="off" {...register('licenseNumber')} />
      </FormField>
    </>
  );
}
