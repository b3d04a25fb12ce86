import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { CATEGORIES, CATEGORY_LABELS } from '@salahkar/domain/enums';
import type { professionalSignupSchema } from '@salahkar/domain/schemas/auth';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';

export type ProfessionalFormInput = z.input<typeof professionalSignupSchema>;

/** What a professional tells the admin who reviews them: field, experience, bio and licence. */
export function ProfessionalFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProfessionalFormInput>();

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Specialization" error={errors.specialization?.message}>
          <NativeSelect {...register('specialization')}>
            <option value="">Select your field</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Experience (years)" error={errors.experience?.message}>
          <Input type="number" inputMode="numeric" min={0} max={50} {...register('experience')} />
        </FormField>
      </div>
      <FormField
        label="Professional bio"
        hint="At least 10 characters: your practice, focus areas and qualifications."
        error={errors.bio?.message}
      >
        <Textarea rows={4} {...register('bio')} />
      </FormField>
      <FormField
        label="Registration or licence number"
        hint="For example your ICAI membership, Bar Council enrolment or medical council number."
        error={errors.licenseNumber?.message}
      >
        <Input autoComplete="off" {...register('licenseNumber')} />
      </FormField>
    </>
  );
}
