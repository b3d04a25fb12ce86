import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Send } from 'lucide-react';
import { contactMessageSchema } from '@salahkar/domain/schemas/contact';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { notify } from '@/components/ui/toaster.tsx';
import { useSendContactMessage } from '../api/use-send-contact-message.ts';

type FormInput = z.input<typeof contactMessageSchema>;
type FormOutput = z.output<typeof contactMessageSchema>;

const EMPTY: FormInput = { name: '', email: '', subject: '', message: '' };

/** The message form of the Contact page. Send stays disabled until every field has text. */
export function ContactForm() {
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });
  const values = useWatch({ control });
  const incomplete = Object.keys(EMPTY).some((field) => !values[field as keyof FormInput]?.trim());

  const onSubmit = (message: FormOutput) =>
    send.mutate(message, {
      onSuccess: () => {
        reset(EMPTY);
        notify({
          title: 'Message sent successfully',
          description: "We'll get back to you within 24 hours.",
          variant: 'success',
        });
      },
      onError: () =>
        notify({
          title: 'Failed to send message',
          description: 'Please try again or contact us directly via email.',
          variant: 'error',
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Send us a message</CardTitle>
        <CardDescription>Every field is required.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Name" error={errors.name?.message}>
              <Input autoComplete="name" {...register('name')} />
            </FormField>
            <FormField label="Email" error={errors.email?.message}>
              <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
            </FormField>
          </div>
          <FormField label="Subject" error={errors.subject?.message}>
            <Input {...register('subject')} />
          </FormField>
          <FormField label="Message" error={errors.message?.message}>
            <Textarea rows={6} {...register('message')} />
          </FormField>
          <Button
            type="submit"
            disabled={incomplete}
            loading={send.isPending}
            className="w-full sm:w-auto"
          >
            {!send.isPending && <Send aria-hidden="true" className="size-4" />}
            {send.isPending ? 'Sending…' : 'Send Message'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
