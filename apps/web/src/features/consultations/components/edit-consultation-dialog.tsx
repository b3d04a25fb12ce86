import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { URGENCY_LEVELS } from '@salahkar/domain/enums';
import { paiseToRupees, rupeesToPaise } from '@salahkar/domain/money';
import { isOtherSubcategory } from '@salahkar/domain/pricing';
import {
  updateConsultationSchema,
  type Consultation,
} from '@salahkar/domain/schemas/consultations';
import { Button } from '@/components/ui/button.tsx';
import { DialogActions, DialogFrame, type DialogState } from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { urgencyLabel, useT } from '@/i18n';
import { useUpdateConsultation } from '../api/use-manage-consultation.ts';
import { useFeePreview } from '../hooks/use-fee-preview.ts';
import { FeeSection } from './fee-section.tsx';
import { DEFAULT_CUSTOM_BUDGET } from './post-consultation-schema.ts';
import { RequestBasicsFields } from './request-basics-fields.tsx';

type EditInput = z.input<typeof updateConsultationSchema>;
type EditOutput = z.output<typeof updateConsultationSchema>;

function valuesOf(consultation: Consultation): EditInput {
  return {
    title: consultation.title,
    category: consultation.category,
    subcategory: consultation.subcategory,
    description: consultation.description,
    urgencyLevel: consultation.urgencyLevel,
    // For Other, the request's minimum is the budget the person set.
    customBudget: isOtherSubcategory(consultation.subcategory)
      ? String(paiseToRupees(rupeesToPaise(consultation.baseFeeAmount)))
      : DEFAULT_CUSTOM_BUDGET,
  };
}

function UrgencySelect() {
  const t = useT();
  const { register, formState } = useFormContext<EditInput>();
  return (
    <FormField
      label={t('consultations.edit.urgency')}
      error={formState.errors.urgencyLevel?.message}
    >
      <NativeSelect {...register('urgencyLevel')}>
        {URGENCY_LEVELS.map((level) => (
          <option key={level} value={level}>
            {urgencyLabel(level)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

function EditConsultationForm({
  consultation,
  onDone,
}: {
  consultation: Consultation;
  onDone: () => void;
}) {
  const t = useT();
  const update = useUpdateConsultation(consultation.id);
  const methods = useForm<EditInput, unknown, EditOutput>({
    resolver: zodResolver(updateConsultationSchema),
    defaultValues: valuesOf(consultation),
  });

  const onSubmit = ({ customBudget, ...changes }: EditOutput) =>
    update.mutate(
      {
        ...changes,
        ...(isOtherSubcategory(changes.subcategory) && customBudget !== undefined
          ? { customBudget: String(customBudget) }
          : {}),
      },
      { onSuccess: onDone },
    );

  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={methods.handleSubmit(onSubmit)} className="space-y-4">
        <RequestBasicsFields />
        <UrgencySelect />
        <EditFeePreview />
        <DialogActions
          cancelLabel={t('consultations.common.cancel')}
          pending={update.isPending}
          onCancel={onDone}
          className="pt-2"
        >
          <Button type="submit" loading={update.isPending}>
            {t('consultations.edit.save')}
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}

function EditFeePreview() {
  const preview = useFeePreview();
  return <FeeSection preview={preview} />;
}

/** Edit Consultation Request: only offered while the server says the request may be edited. */
export function EditConsultationDialog({
  consultation,
  ...dialog
}: { consultation: Consultation } & DialogState) {
  const t = useT();
  return (
    <DialogFrame
      {...dialog}
      title={t('consultations.edit.title')}
      description={t('consultations.edit.description')}
      className="max-w-2xl"
    >
      {dialog.open && (
        <EditConsultationForm
          consultation={consultation}
          onDone={() => dialog.onOpenChange(false)}
        />
      )}
    </DialogFrame>
  );
}
