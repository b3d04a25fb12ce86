import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type {
  professionalSignupSchema,
  ProfessionalSignupInput,
} from '@salahkar/domain/schemas/auth';
import { CredentialFilesField } from '@/components/forms/credential-files-field.tsx';
import { ProfessionalFields } from '@/components/forms/professional-fields.tsx';
import { useT } from '@/i18n';
import type { ShowFieldError } from '../hooks/use-registration-flow.ts';
import { lazySchemaResolver } from '../lib/lazy-schema-form.ts';
import { AccountFields, EMPTY_ACCOUNT } from './account-fields.tsx';
import { RegisterFormFrame } from './register-form-frame.tsx';
import { TermsAndSubmit } from './terms-and-submit.tsx';

type ProfessionalFormInput = z.input<typeof professionalSignupSchema>;

/** The Register as Professional tab: an expert applying to offer consultations. */
export function ProfessionalRegisterForm({
  onSubmit,
  busy,
}: {
  onSubmit: (
    account: ProfessionalSignupInput,
    credentials: readonly File[],
    showFieldError: ShowFieldError,
  ) => void;
  busy: boolean;
}) {
  const t = useT();
  const [credentials, setCredentials] = useState<File[]>([]);
  const form = useForm<ProfessionalFormInput, unknown, ProfessionalSignupInput>({
    resolver: lazySchemaResolver('professionalSignupSchema'),
    defaultValues: {
      ...EMPTY_ACCOUNT,
      specialization: undefined,
      experience: '',
      bio: '',
      licenseNumber: '',
    },
  });

  return (
    <RegisterFormFrame
      form={form}
      onValid={(account, showFieldError) => onSubmit(account, credentials, showFieldError)}
    >
      <p className="rounded-md bg-primary-soft px-3 py-2 text-sm text-primary">
        {t('auth.register.reviewNote')}
      </p>
      <AccountFields />
      <ProfessionalFields minExperience={0} bioRows={4} bioHint={t('auth.register.bioHint')} />
      <CredentialFilesField files={credentials} onFilesChange={setCredentials} />
      <TermsAndSubmit submitLabel={t('auth.register.createProfessional')} busy={busy} />
    </RegisterFormFrame>
  );
}
