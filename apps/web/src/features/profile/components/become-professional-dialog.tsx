import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CATEGORIES, CATEGORY_LABELS } from '@salahkar/domain/enums';
import { PROFESSIONAL_REVIEW_TIME_TEXT } from '@salahkar/domain/limits';
import { becomeProfessionalSchema } from '@salahkar/domain/schemas/profile';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import {
  useBecomeProfessional,
  type ProfessionalApplication,
} from '../api/use-become-professional.ts';

type FormInput = z.input<typeof becomeProfessionalSchema>;

// The bounds of becomeProfessionalSchema's bio, for the live count under the box.
const BIO_MIN = 50;
const BIO_MAX = 500;

function ApplicationForm({ onDone }: { onDone: () => void }) {
  const apply = useBecomeProfessional();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<FormInput, unknown, ProfessionalApplication>({
    resolver: zodResolver(becomeProfessionalSchema),
    defaultValues: {
      role: 'professional',
      specialization: undefined,
      experience: '',
      bio: '',
      licenseNumber: '',
    },
  });
  const bioLength = (useWatch({ control, name: 'bio' }) ?? '').trim().length;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((application) => apply.mutate(application, { onSuccess: onDone }))}
      className="space-y-4"
    >
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
          <Input type="number" inputMode="numeric" min={1} max={50} {...register('experience')} />
        </FormField>
      </div>
      <FormField
        label="Professional bio"
        hint={`${bioLength}/${BIO_MAX} characters (at least ${BIO_MIN})`}
        error={errors.bio?.message}
      >
        <Textarea rows={5} {...register('bio')} />
      </FormField>
      <FormField
        label="Registration or licence number"
        hint="For example your ICAI membership, Bar Council enrolment or medical council number."
        error={errors.licenseNumber?.message}
      >
        <Input autoComplete="off" {...register('licenseNumber')} />
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={apply.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={apply.isPending}>
          Submit Application
        </Button>
      </div>
    </form>
  );
}

/** Become a Professional (spec sections 5 and 6): a user applies and an admin reviews them. */
export function BecomeProfessionalDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Become a Professional"
        description={`Offer consultations in your field. An admin reviews every application, typically within ${PROFESSIONAL_REVIEW_TIME_TEXT}, and we email you the decision.`}
        className="sm:max-w-xl"
      >
        <ApplicationForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
