import { useState, type FormEvent } from 'react';
import { INDIAN_STATES } from '@salahkar/domain/indian-states';
import type { CheckoutOrder } from '@salahkar/domain/schemas/payments';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { currentLanguage, useT } from '@/i18n';
import { errorMessageOf, fieldErrorOf } from '@/lib/api-client.ts';
import { useSaveBilling } from '../api/use-save-billing.ts';

/**
 * The tax invoice's details (decision 210), asked only when the business issues tax invoices: the
 * payer's state or union territory (the place of supply) and, for a business, its GSTIN. Both are
 * optional; without a state the invoice names the business's own.
 */
export function InvoiceDetails({ order }: { order: CheckoutOrder }) {
  const t = useT();
  const language = currentLanguage();
  const save = useSaveBilling(order.orderId);
  const [placeOfSupply, setPlaceOfSupply] = useState(order.billing.placeOfSupply ?? '');
  const [gstin, setGstin] = useState(order.billing.gstin ?? '');
  const fieldError = fieldErrorOf(save.error, ['placeOfSupply', 'gstin'] as const);
  const states = [...INDIAN_STATES].sort((a, b) => a[language].localeCompare(b[language]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ placeOfSupply, gstin: gstin.trim() || null });
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby="invoice-details-heading"
      className="space-y-3 rounded-lg border p-4"
    >
      <h2 id="invoice-details-heading" className="text-base font-semibold">
        {t('checkout.invoice.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('checkout.invoice.intro')}</p>
      <FormField
        label={t('checkout.invoice.state')}
        error={fieldError?.field === 'placeOfSupply' ? fieldError.message : undefined}
      >
        <NativeSelect
          value={placeOfSupply}
          onChange={(event) => setPlaceOfSupply(event.target.value)}
          required
        >
          <option value="">{t('checkout.invoice.choose')}</option>
          {states.map((state) => (
            <option key={state.code} value={state.code}>
              {state[language]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        label={t('checkout.invoice.gstin')}
        hint={t('checkout.invoice.gstinHint')}
        error={fieldError?.field === 'gstin' ? fieldError.message : undefined}
      >
        <Input
          value={gstin}
          onChange={(event) => setGstin(event.target.value)}
          maxLength={15}
          autoCapitalize="characters"
          spellCheck={false}
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {t('checkout.invoice.save')}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {save.isSuccess && t('checkout.invoice.saved')}
          {save.isError &&
            !fieldError &&
            errorMessageOf(save.error, t('checkout.invoice.saveFailed'))}
        </p>
      </div>
    </form>
  );
}
