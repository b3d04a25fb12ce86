import { useEffect } from 'react';
import type { z } from 'zod';
import { LANGUAGE_NAMES, LANGUAGES, LOCALE_OF } from '@salahkar/domain/language';
import { profileUpdateSchema } from '@salahkar/domain/schemas/profile';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { CurrentUser } from '@/lib/current-user.ts';
import { useT } from '@/i18n';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
import { useUpdateProfile, type ProfileUpdate } from '../api/use-update-profile.ts';

type FormInput = z.input<typeof profileUpdateSchema>;

function valuesOf(user: CurrentUser): FormInput {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    mobile: user.mobile ?? '',
    address: user.address ?? '',
    city: user.city ?? '',
    languages: user.languages ?? '',
    preferredLanguage: user.preferredLanguage,
  };
}

/**
 * The editable profile fields. Cancel puts back what was saved; Save sends PUT /api/profile, and a
 * new language is put on screen once it is saved.
 */
export function ProfileEditForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const t = useT();
  const updateProfile = useUpdateProfile();
  const { register, handleSubmit, reset, setFocus, errors } = useSchemaForm(
    profileUpdateSchema,
    valuesOf(user),
  );

  // Edit replaced the button that had focus: carry it to the first field instead of the page.
  useEffect(() => setFocus('firstName'), [setFocus]);

  const onSubmit = (update: ProfileUpdate) => updateProfile.mutate(update, { onSuccess: onDone });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('profile.field.firstName')} error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label={t('profile.field.lastName')} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <FormField label={t('profile.field.email')} hint={t('profile.details.cannotChange')}>
        <Input type="email" value={user.email} readOnly disabled />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('profile.field.mobile')} error={errors.mobile?.message}>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+91 98765 43210"
            {...register('mobile')}
          />
        </FormField>
        <FormField label={t('profile.field.city')} error={errors.city?.message}>
          <Input autoComplete="address-level2" {...register('city')} />
        </FormField>
      </div>
      <FormField label={t('profile.field.address')} error={errors.address?.message}>
        <Textarea rows={2} autoComplete="street-address" {...register('address')} />
      </FormField>
      <FormField
        label={t('profile.field.languages')}
        hint={t('profile.edit.languagesHint')}
        error={errors.languages?.message}
      >
        <Input placeholder={t('profile.edit.languagesPlaceholder')} {...register('languages')} />
      </FormField>
      <FormField
        label={t('profile.field.preferredLanguage')}
        hint={t('profile.edit.preferredLanguageHint')}
        error={errors.preferredLanguage?.message}
      >
        <NativeSelect {...register('preferredLanguage')}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={LOCALE_OF[language]}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          onClick={() => {
            reset(valuesOf(user));
            onDone();
          }}
          disabled={updateProfile.isPending}
        >
          {t('profile.edit.cancel')}
        </Button>
        <Button type="submit" loading={updateProfile.isPending}>
          {t('profile.edit.save')}
        </Button>
      </div>
    </form>
  );
}
