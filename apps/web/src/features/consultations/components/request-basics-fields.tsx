import { useFormContext, useWatch } from 'react-hook-form';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@salahkar/domain/enums';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
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
function LoadFailure({ what, onRetry }: { what: string; onRetry: () => unknown }) {
  return (
    <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
      Could not load {what}.
      <Button variant="link" size="sm" className="h-auto px-0" onClick={() => onRetry()}>
        Try again
      </Button>
    </p>
  );
}

function ProfessionalTypeSelect() {
  const { register, setValue, formState } = useFormContext<RequestBasicsValues>();
  const professions = useProfessions();
  const options = professions.data?.filter((profession) => profession.isActive) ?? [];

  return (
    <div className="space-y-2">
      <FormField label="Professional Type" error={formState.errors.category?.message}>
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
            {professions.isPending ? 'Loading professional types…' : 'Select a professional type'}
          </option>
          {options.map((profession) => (
            <option key={profession.id} value={profession.name}>
              {CATEGORY_LABELS[profession.name]} — {profession.displayName}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {professions.isError && (
        <LoadFailure what="professional types" onRetry={professions.refetch} />
      )}
    </div>
  );
}

function SpecializationSelect() {
  const { register, control, formState } = useFormContext<RequestBasicsValues>();
  const category = asCategory(useWatch({ control, name: 'category' }));
  const specializations = useSpecializations(category);
  const options = specializations.data?.filter((item) => item.isActive) ?? [];
  const loading = category !== undefined && specializations.isPending;

  return (
    <div className="space-y-2">
      <FormField
        label="Specialization"
        error={formState.errors.subcategory?.message}
        hint={category ? undefined : 'Choose a professional type first.'}
      >
        <NativeSelect
          key={`${category}-${options.length}`}
          disabled={!category || loading}
          {...register('subcategory')}
        >
          <option value="">
            {loading ? 'Loading specializations…' : 'Select a specialization'}
          </option>
          {options.map((specialization) => (
            <option key={specialization.id} value={specialization.name}>
              {specialization.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {specializations.isError && (
        <LoadFailure what="specializations" onRetry={specializations.refetch} />
      )}
    </div>
  );
}

/** Basic Information: title, professional type, specialization and the detailed description. */
export function RequestBasicsFields() {
  const { register, formState } = useFormContext<RequestBasicsValues>();
  return (
    <div className="space-y-4">
      {/* A short placeholder: it must fit a 360 px phone; the longer guidance is the hint. */}
      <FormField
        label="Title"
        error={formState.errors.title?.message}
        hint="A short line professionals will see first, such as what you need help with."
      >
        <Input placeholder="e.g. ITR filing for 2025–26" {...register('title')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <ProfessionalTypeSelect />
        <SpecializationSelect />
      </div>
      <FormField
        label="Detailed Description"
        error={formState.errors.description?.message}
        hint="At least 20 characters. Say what you need, by when, and what you already have."
      >
        <Textarea rows={5} {...register('description')} />
      </FormField>
    </div>
  );
}
