import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Send } from 'lucide-react';
import { contactMessageSchema } from '@salahkar/domain/schemas/contact';
import { Button } from '@/components/ui/button.tsx';
import { TitledCard } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { notify } from '@/components/ui/toaster.tsx';
import { useT } from '@/i18n';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
import { useSendContactMessage } from '../api/use-send-contact-message.ts';

type FormInput = z.input<typeof contactMessageSchema>;
type FormOutput = z.output<typeof contactMessageSchema>;

const EMPTY: FormInput = { name: '', email: '', subject: '', message: '' };

/** The message form of the Contact page. Send stays disabled until every field has text. */
export function ContactForm() {
  const t = useT();
  const send = useSendContactMessage();
  const { register, handleSubmit, reset, control, errors } = useSchemaForm(
    contactMessageSchema,
    EMPTY,
  );
  const values = useWatch({ control });
  const incomplete = Object.keys(EMPTY).some((field) => !values[field as keyof FormInput]?.trim());

  const onSubmit = (message: FormOutput) =>
    send.mutate(message, {
      onSuccess: () => {
        reset(EMPTY);
        notify({
          title: t('contact.form.sentTitle'),
          description: t('contact.form.sent'),
          variant: 'success',
        });
      },
      onError: () =>
        notify({
          title: t('contact.form.failedTitle'),
          description: t('contact.form.failed'),
          variant: 'error',
        }),
    });

  return (
    <TitledCard title={t('contact.form.title')} description={t('contact.form.allRequired')}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('contact.form.name')} error={errors.name?.message}>
            <Input autoComplete="name" {...register('name')} />
          </FormField>
          <FormField label={t('contact.form.email')} error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
          </FormField>
        </div>
        <FormField label={t('contact.form.subject')} error={errors.subject?.message}>
          <Input {...register('subject')} />
        </FormField>
        <FormField label={t('contact.form.message')} error={errors.message?.message}>
          <Textarea rows={6} {...register('message')} />
        </FormField>
        <Button
          type="submit"
          disabled={incomplete}
          loading={send.isPending}
          className="w-full sm:w-auto"
        >
          {!send.isPending && <Send aria-hidden="true" className="size-4" />}
          {send.isPending ? t('contact.form.sending') : t('contact.form.send')}
        </Button>
      </form>
    </TitledCard>
  );
}
