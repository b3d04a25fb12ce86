import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type {
  AdminConsultation,
  AvailableProfessional,
} from '@salahkar/domain/schemas/admin-consultations';
import { FormField } from '@/components/ui/form-field.tsx';
import { LoadFailed } from '@/components/ui/load-failed.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { categoryLabel, msg, t as translate, useT } from '@/i18n';
import { displayNameOf } from '@/lib/format.ts';
import {
  useAvailableProfessionals,
  useRerouteConsultation,
  type RerouteVariables,
} from '../../api/use-admin-queries.ts';
import { AdminDialogActions } from '../admin-dialog-actions.tsx';
import { AdminFormDialog } from '../admin-form-dialog.tsx';

/** What an admin weighs when choosing: experience, standing from reviews, and current load. */
function choiceLabelOf(professional: AvailableProfessional): string {
  const experience =
    professional.experience === null
      ? null
      : translate(msg('admin.reroute.experience'), { years: professional.experience });
  const rating =
    professional.rating === null
      ? translate(msg('admin.reroute.new'))
      : translate(msg('admin.reroute.rated'), {
          rating: professional.rating.toFixed(1),
          reviews: professional.reviewCount,
        });
  const load = translate(msg('admin.reroute.activeCases'), { count: professional.activeCases });
  return [displayNameOf(professional), experience, rating, load].filter(Boolean).join(' · ');
}

/** Both are required, as the server's reroute schema says; the messages in the language on screen. */
function rerouteFormSchema() {
  return z.object({
    newProfessionalId: z.string().min(1, translate(msg('admin.reroute.selectRequired'))),
    reason: z
      .string()
      .trim()
      .min(1, translate(msg('admin.reroute.reasonRequired')))
      .max(2000, translate(msg('admin.reroute.reasonTooLong'), { max: 2000 })),
  });
}

function RerouteForm({
  query,
  reroute,
  onDone,
}: {
  query: AdminConsultation;
  reroute: ReturnType<typeof useRerouteConsultation>;
  onDone: () => void;
}) {
  const t = useT();
  const schema = useMemo(() => rerouteFormSchema(), []);
  const professionals = useAvailableProfessionals(query.id, true);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RerouteVariables>({
    resolver: zodResolver(schema),
    defaultValues: { newProfessionalId: '', reason: '' },
  });
  if (professionals.isPending) {
    return (
      <div className="flex justify-center py-6 text-primary">
        <Spinner label={t('admin.reroute.loading')} className="size-6" />
      </div>
    );
  }
  if (professionals.isError) {
    return <LoadFailed title={t('admin.reroute.loadFailed')} onRetry={professionals.refetch} />;
  }
  const none = professionals.data.length === 0;
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => reroute.mutate(values, { onSuccess: onDone }))}
      className="space-y-4"
    >
      <FormField
        label={t('admin.reroute.newProfessional')}
        error={errors.newProfessionalId?.message}
        hint={
          none
            ? t('admin.reroute.noneAvailable', { category: categoryLabel(query.category) })
            : undefined
        }
      >
        <NativeSelect disabled={reroute.isPending || none} {...register('newProfessionalId')}>
          <option value="">{t('admin.reroute.select')}</option>
          {professionals.data.map((professional) => (
            <option key={professional.id} value={professional.id}>
              {choiceLabelOf(professional)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        label={t('admin.reroute.reason')}
        error={errors.reason?.message}
        hint={t('admin.reroute.reasonHint')}
      >
        <Textarea rows={3} maxLength={2000} disabled={reroute.isPending} {...register('reason')} />
      </FormField>
      <AdminDialogActions
        submitLabel={t('admin.queries.reroute')}
        pendingLabel={t('admin.reroute.pending')}
        pending={reroute.isPending}
        disabled={none}
      />
    </form>
  );
}

/** Reroute a queried case to another approved professional of its category (back to assigned). */
export function RerouteDialog({
  query,
  open,
  onOpenChange,
}: {
  query: AdminConsultation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const reroute = useRerouteConsultation(query.id);
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={reroute.isPending}
      title={t('admin.reroute.title')}
      description={
        query.professional
          ? t('admin.reroute.description', {
              title: query.title,
              name: displayNameOf(query.professional),
            })
          : t('admin.reroute.descriptionNoOne', { title: query.title })
      }
    >
      {open && <RerouteForm query={query} reroute={reroute} onDone={() => onOpenChange(false)} />}
    </AdminFormDialog>
  );
}
