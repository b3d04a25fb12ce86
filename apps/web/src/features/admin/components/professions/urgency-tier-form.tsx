import type { z } from 'zod';
import {
  updateUrgencyPricingSchema,
  type AdminUrgencyPricing,
} from '@salahkar/domain/schemas/admin-catalog';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useT } from '@/i18n';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
import { useUpdateUrgencyPricing } from '../../api/use-admin-catalog.ts';
import { AdminForm } from '../admin-form.tsx';
import { RupeeRangeFields } from './specialization-fields.tsx';

type TierInput = z.input<typeof updateUrgencyPricingSchema>;

function valuesOf(tier: AdminUrgencyPricing): TierInput {
  return {
    displayName: tier.displayName,
    responseTime: tier.responseTime,
    description: tier.description,
    displayNameHi: tier.displayNameHi ?? '',
    responseTimeHi: tier.responseTimeHi ?? '',
    descriptionHi: tier.descriptionHi ?? '',
    minAmount: String(tier.minAmount),
    maxAmount: String(tier.maxAmount),
  };
}

/**
 * Edits one urgency tier: its texts in English and Hindi, and its range in whole rupees, minimum
 * up to maximum.
 */
export function UrgencyTierForm({
  tier,
  onDone,
}: {
  tier: AdminUrgencyPricing;
  onDone: () => void;
}) {
  const t = useT();
  const update = useUpdateUrgencyPricing();
  const { register, handleSubmit, errors } = useSchemaForm(
    updateUrgencyPricingSchema,
    valuesOf(tier),
  );

  return (
    <AdminForm
      label={t('admin.urgency.editName', { name: tier.displayName })}
      onSubmit={handleSubmit((input) =>
        update.mutate({ id: tier.id, input }, { onSuccess: onDone }),
      )}
      submitLabel={t('admin.urgency.save')}
      pendingLabel={t('admin.payouts.saving')}
      pending={update.isPending}
      onCancel={onDone}
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
      {/* Hindi screens show these (decision 217); left empty, they show the English. */}
      <fieldset className="space-y-4 rounded-md border border-border p-3">
        <legend className="px-1 text-sm font-medium">{t('admin.catalog.hindiLegend')}</legend>
        <p className="text-sm text-muted-foreground">{t('admin.catalog.hindiHint')}</p>
        <FormField label={t('admin.catalog.displayNameHi')} error={errors.displayNameHi?.message}>
          <Input lang="hi" maxLength={100} {...register('displayNameHi')} />
        </FormField>
        <FormField label={t('admin.catalog.responseTimeHi')} error={errors.responseTimeHi?.message}>
          <Input lang="hi" maxLength={100} {...register('responseTimeHi')} />
        </FormField>
        <FormField label={t('admin.catalog.descriptionHi')} error={errors.descriptionHi?.message}>
          <Textarea lang="hi" rows={3} maxLength={500} {...register('descriptionHi')} />
        </FormField>
      </fieldset>
      <RupeeRangeFields
        min={{
          label: t('admin.urgency.minAmount'),
          error: errors.minAmount?.message,
          field: register('minAmount'),
        }}
        max={{
          label: t('admin.urgency.maxAmount'),
          error: errors.maxAmount?.message,
          field: register('maxAmount'),
        }}
      />
    </AdminForm>
  );
}
