import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { becomeProfessionalSchema } from '@salahkar/domain/schemas/profile';
import { CredentialFilesField } from '@/components/forms/credential-files-field.tsx';
import { ProfessionalFields } from '@/components/forms/professional-fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogActions, DialogFrame, type DialogState } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { t as translate, useT } from '@/i18n';
import {
  useBecomeProfessional,
  type ProfessionalApplication,
} from '../api/use-become-professional.ts';

type FormInput = z.input<typeof becomeProfessionalSchema>;

// The bounds of becomeProfessionalSchema's bio, for the live count under the box.
const BIO_BOUNDS = { min: 50, max: 500 };

function sendingMessage(documentCount: number): string {
  if (documentCount === 0) return translate('profile.become.sending');
  return translate('profile.become.uploading', { count: documentCount });
}

function ApplicationForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const apply = useBecomeProfessional();
  const [credentials, setCredentials] = useState<File[]>([]);
  const form = useForm<FormInput, unknown, ProfessionalApplication>({
    resolver: zodResolver(becomeProfessionalSchema),
    defaultValues: {
      role: 'professional',
      specialization: undefined,
      experience: '',
      bio: '',
      licenseNumber: '',
    },
  });
  const sending = apply.isPending;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((application) =>
          apply.mutate({ application, credentials }, { onSuccess: onDone }),
        )}
        className="space-y-4"
      >
        <ProfessionalFields minExperience={1} bioRows={5} bioHint={BIO_BOUNDS} />
        <CredentialFilesField
          files={credentials}
          onFilesChange={setCredentials}
          disabled={sending}
        />
        {sending && (
          <p role="status" className="flex items-center gap-2 text-sm text-primary">
            <Spinner />
            {sendingMessage(credentials.length)}
          </p>
        )}
        <DialogActions cancelLabel={t('profile.become.cancel')} pending={sending} onCancel={onDone}>
          <Button type="submit" loading={sending}>
            {t('profile.become.submit')}
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}

/** Become a Professional (docs/product/rulings.md, R-29): a user applies and an admin reviews them. */
export function BecomeProfessionalDialog({ open, onOpenChange }: DialogState) {
  const t = useT();
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={t('profile.become.title')}
      description={t('profile.become.description')}
      className="sm:max-w-xl"
    >
      <ApplicationForm onDone={() => onOpenChange(false)} />
    </DialogFrame>
  );
}
