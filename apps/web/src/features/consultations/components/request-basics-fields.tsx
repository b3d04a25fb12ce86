import type { ComponentProps } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CATEGORIES, type Category } from '@salahkar/domain/enums';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { categoryLabel, specializationText, useT } from '@/i18n';
import { useProfessions, useSpecializations } from '../api/use-catalog.ts';
import { DEFAULT_CUSTOM_BUDGET } from './post-consultation-schema.ts';

/** The fields the post and edit forms share (their schemas name them alike). */
export type RequestBasicsValues = {
  title: string;
  category: unknown;
  subcategory: string;
  description: string;
  customBudget?: unknown;
};

export function asCategory(value: unknown): Category | undefined {
  return (CATEGORIES as readonly unknown[]).includes(value) ? (value as Category) : undefined;
}

/** A catalog list that failed to load, with a way to try again. */
function LoadFailure({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  const t = useT();
  return (
    <p role="alert" className="flex flex-wrap items-center gap-x-2 text-sm text-destructive">
      {message}
      <Button variant="link" size="sm" className="h-auto px-0" onClick={() => onRetry()}>
        {t('consultations.common.tryAgain')}
      </Button>
    </p>
  );
}

/**
 * A select whose options come from the catalog (professional types, specializations): the field,
 * and under it, when the list failed to load, the reason and Try Again. `children` is the select.
 */
function CatalogSelectField({
  label,
  error,
  hint,
  list,
  failedText,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  list: { isError: boolean; refetch: () => unknown };
  failedText: string;
  children: ComponentProps<typeof FormField>['children'];
}) {
  return (
    <div className="space-y-2">
      <FormField label={label} error={error} hint={hint}>
        {children}
      </FormField>
      {list.isError && <LoadFailure message={failedText} onRetry={list.refetch} />}
    </div>
  );
}

function ProfessionalTypeSelect() {
  const t = useT();
  const { register, setValue, formState } = useFormContext<RequestBasicsValues>();
  const professions = useProfessions();
  const options = professions.data?.filter((profession) => profession.isActive) ?? [];

  return (
    <CatalogSelectField
      label={t('consultations.basics.professionalType')}
      error={formState.errors.category?.message}
      list={professions}
      failedText={t('consultations.basics.professionalTypesFailed')}
    >
      <NativeSelect
        // Remounted once the options arrive, so a value set before them (editing) shows.
        key={options.length}
        disabled={professions.isPending}
        {...register('category', {
          // A specialization belongs to one type, so a new type starts its choice afresh.
          onChange: () => {
            setValue('subcategory', '', { shouldDirty: true });
            setValue('customBudget', DEFAULT_CUSTOM_BUDGET);
          },
        })}
      >
        <option value="">
          {professions.isPending
            ? t('consultations.basics.loadingProfessionalTypes')
            : t('consultations.basics.selectProfessionalType')}
        </option>
        {options.map((profession) => (
          <option key={profession.id} value={profession.name}>
            {categoryLabel(profession.name)} — {profession.displayName}
          </option>
        ))}
      </NativeSelect>
    </CatalogSelectField>
  );
}

function SpecializationSelect() {
  const t = useT();
  const { register, control, formState } = useFormContext<RequestBasicsValues>();
  const category = asCategory(useWatch({ control, name: 'category' }));
  const specializations = useSpecializations(category);
  const options = specializations.data?.filter((item) => item.isActive) ?? [];
  const loading = category !== undefined && specializations.isPending;

  return (
    <CatalogSelectField
      label={t('consultations.basics.specialization')}
      error={formState.errors.subcategory?.message}
      hint={category ? undefined : t('consultations.basics.chooseTypeFirst')}
      list={specializations}
      failedText={t('consultations.basics.specializationsFailed')}
    >
      <NativeSelect
        key={`${category}-${options.length}`}
        disabled={!category || loading}
        {...register('subcategory')}
      >
        <option value="">
          {loading
            ? t('consultations.basics.loadingSpecializations')
            : t('consultations.basics.selectSpecialization')}
        </option>
        {options.map((specialization) => {
          // The Hindi name on a Hindi screen; an untranslated one is marked as English.
          const name = specializationText(specialization);
          return (
            <option key={specialization.id} value={specialization.name} lang={name.lang}>
              {name.text}
            </option>
          );
        })}
      </NativeSelect>
    </CatalogSelectField>
  );
}

/** Basic Information: title, professional type, specialization and the detailed description. */
export function RequestBasicsFields() {
  const t = useT();
  const { register, formState } = useFormContext<RequestBasicsValues>();
  return (
    <div className="space-y-4">
      {/* A short placeholder: it must fit a 360 px phone; the longer guidance is the hint. */}
      <FormField
        label={t('consultations.basics.title')}
        error={formState.errors.title?.message}
        hint={t('consultations.basics.titleHint')}
      >
        <Input placeholder={t('consultations.basics.titlePlaceholder')} {...register('title')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <ProfessionalTypeSelect />
        <SpecializationSelect />
      </div>
      <FormField
        label={t('consultations.basics.description')}
        error={formState.errors.description?.message}
        hint={t('consultations.basics.descriptionHint')}
      >
        <Textarea rows={5} {...register('description')} />
      </FormField>
    </div>
  );
}
