import { useId, type ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { T, useT } from '@/i18n';
import type { AccountFormInput } from './account-fields.tsx';

/** A policy, opened in a new tab; `T` puts the translated link text in as its children. */
function PolicyLink({ href, children }: { href: string; children?: ReactNode }) {
  const t = useT();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="rounded-sm font-medium text-primary underline-offset-2 hover:underline"
    >
      {children}
      <span className="sr-only"> {t('auth.terms.newTab')}</span>
    </a>
  );
}

/**
 * The terms box (which also confirms the person is 18 or older) and the submit button it unlocks:
 * registration cannot start until it is ticked (docs/product/rulings.md, R-27).
 */
export function TermsAndSubmit({ submitLabel, busy }: { submitLabel: string; busy: boolean }) {
  const checkboxId = useId();
  const { control, formState } = useFormContext<AccountFormInput>();
  const accepted = useWatch({ control, name: 'acceptedTerms' }) === true;
  const error = formState.errors.acceptedTerms?.message;

  return (
    <>
      <div className="space-y-1.5">
        <div className="flex items-start gap-3">
          <Controller
            control={control}
            name="acceptedTerms"
            render={({ field }) => (
              <Checkbox
                id={checkboxId}
                ref={field.ref}
                name={field.name}
                checked={field.value === true}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                aria-invalid={error ? true : undefined}
                className="mt-0.5"
              />
            )}
          />
          <label htmlFor={checkboxId} className="text-sm leading-relaxed text-foreground">
            <T
              id="auth.terms.agree"
              components={{ 0: <PolicyLink href="/terms" />, 1: <PolicyLink href="/privacy" /> }}
            />
          </label>
        </div>
        {error && <p className="text-sm text-destructive">{error}</p>}
      </div>
      <Button type="submit" className="w-full" disabled={!accepted} loading={busy}>
        {submitLabel}
      </Button>
    </>
  );
}
