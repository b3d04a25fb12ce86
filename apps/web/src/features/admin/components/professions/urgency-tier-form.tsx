import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  updateUrgencyPricingSchema,
  type AdminUrgencyPricing,
} from '@salahkar/domain/schemas/admin-catalog';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useT } from '@/i18n';
import { useUpdateUrgencyPricing } from '../../api/use-admin-catalog.ts';
import { AdminDialogActions } from '../admin-dialog-actions.tsx';

type TierInput = z.input<typeof updateUrgencyPricingSchema>;
type TierOutput = z.output<typeof updateUrgencyPricingSchema>;

function valuesOf(tier: AdminUrgencyPricing): TierInput {
  return {
    displayName: tier.displayName,
    responseTime: tier.responseTime,
    description: tier.description,
    minAmount: String(tier.minAmount),
    maxAmount: String(tier.maxAmount),
  };
}

/** Edits one urgency tier: its texts and its range in whole rupees, minimum up to maximum. */
export function UrgencyTierForm({
  tier,
  onDone,
}: {
  tier: AdminUrgencyPricing;
  onDone: () => void;
}) {
  const t = useT();
  const update = useUpdateUrgencyPricing();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TierInput, unknown, TierOutput>({
    resolver: zodResolver(updateUrgencyPricingSchema),
    defaultValues: valuesOf(tier),
  });

  return (
    <form
      noValidate
      aria-label={t('admin.urgency.editName', { name: tier.displayName })}
      onSubmit={handleSubmit((input) =>
        update.mutate({ id: tier.id, input }, { onSuccess: onDone }),
      )}
      className="space-y-4"
    >
      <FormField label={t('admin.professions.displayName')} error={errors.displayName?.message}>
        <Input maxLength={100} {...register('displayName')} />
      </FormField>
      <FormField label={t('admin.urgency.responseTime')} error={errors.responseTime?.message}>
        <Input
          maxLength={100}
          placeholder={t('admin.urgency.responseTimePlaceholder')}
          {...register('responseTime')}
        />
      </FormField>
      <FormField label={t('admin.urgency.descriptionLabel')} error={errors.description?.message}>
        <Textarea rows={3} maxLength={500} {...register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('admin.urgency.minAmount')} error={errors.minAmount?.message}>
          <Input type="number" inputMode="numeric" min={1} step={1} {...register('minAmount')} />
        </FormField>
        <FormField label={t('admin.urgency.maxAmount')} error={errors.maxAmount?.message}>
          <Input type="number" inputMode="numeric" min={1} step={1} {...register('maxAmount')} />
        </FormField>
      </div>
      <AdminDialogActions
        submitLabel={t('admin.urgency.save')}
        pendingLabel={t('admin.payouts.saving')}
        pending={update.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
