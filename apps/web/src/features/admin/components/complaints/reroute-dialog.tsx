import { useMemo } from 'react';
import { z } from 'zod';
import type {
  AdminConsultation,
  AvailableProfessional,
} from '@salahkar/domain/schemas/admin-consultations';
import { FormField } from '@/components/ui/form-field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { categoryLabel, msg, t as translate, useT } from '@/i18n';
import { displayNameOf } from '@/lib/format.ts';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
import {
  useAvailableProfessionals,
  useRerouteConsultation,
} from '../../api/use-admin-complaints.ts';
import { AdminForm } from '../admin-form.tsx';
import { AdminFormDialog, type ComplaintDialogProps } from '../admin-form-dialog.tsx';

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

interface RerouteFormProps {
  complaint: AdminConsultation;
  reroute: ReturnType<typeof useRerouteConsultation>;
  onDone: () => void;
}

/** The form once the professionals one could reroute to are known. */
function RerouteForm({
  professionals,
  ...props
}: { professionals: AvailableProfessional[] } & RerouteFormProps) {
  const { complaint, reroute, onDone } = props;
  const t = useT();
  const schema = useMemo(() => rerouteFormSchema(), []);
  const { register, handleSubmit, errors } = useSchemaForm(schema, {
    newProfessionalId: '',
    reason: '',
  });
  const none = professionals.length === 0;
  return (
    <AdminForm
      onSubmit={handleSubmit((values) => reroute.mutate(values, { onSuccess: onDone }))}
      submitLabel={t('admin.complaints.reroute')}
      pendingLabel={t('admin.reroute.pending')}
      pending={reroute.isPending}
      disabled={none}
    >
      <FormField
        label={t('admin.reroute.newProfessional')}
        error={errors.newProfessionalId?.message}
        hint={
          none
            ? t('admin.reroute.noneAvailable', { category: categoryLabel(complaint.category) })
            : undefined
        }
      >
        <NativeSelect disabled={reroute.isPending || none} {...register('newProfessionalId')}>
          <option value="">{t('admin.reroute.select')}</option>
          {professionals.map((professional) => (
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
    </AdminForm>
  );
}

function RerouteBody(props: RerouteFormProps) {
  const t = useT();
  return (
    <QueryState
      query={useAvailableProfessionals(props.complaint.id, true)}
      loadingLabel={t('admin.reroute.loading')}
      failedTitle={t('admin.reroute.loadFailed')}
    >
      {(professionals) => <RerouteForm professionals={professionals} {...props} />}
    </QueryState>
  );
}

/** Reroute a queried case to another approved professional of its category (back to assigned). */
export function RerouteDialog({ complaint, ...dialog }: ComplaintDialogProps) {
  const t = useT();
  const reroute = useRerouteConsultation(complaint.id);
  return (
    <AdminFormDialog
      {...dialog}
      pending={reroute.isPending}
      title={t('admin.reroute.title')}
      description={
        complaint.professional
          ? t('admin.reroute.description', {
              title: complaint.title,
              name: displayNameOf(complaint.professional),
            })
          : t('admin.reroute.descriptionNoOne', { title: complaint.title })
      }
    >
      {(done) => <RerouteBody complaint={complaint} reroute={reroute} onDone={done} />}
    </AdminFormDialog>
  );
}
