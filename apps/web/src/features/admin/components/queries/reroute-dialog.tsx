import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { CATEGORY_LABELS } from '@salahkar/domain/enums';
import type {
  AdminConsultation,
  AvailableProfessional,
} from '@salahkar/domain/schemas/admin-consultations';
import { FormField } from '@/components/ui/form-field.tsx';
import { LoadFailed } from '@/components/ui/load-failed.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
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
    professional.experience === null ? null : `${professional.experience} yrs experience`;
  const rating =
    professional.rating === null
      ? 'New'
      : `Rated ${professional.rating.toFixed(1)} of 5 (${professional.reviewCount})`;
  const load = `${professional.activeCases} active ${professional.activeCases === 1 ? 'case' : 'cases'}`;
  return [displayNameOf(professional), experience, rating, load].filter(Boolean).join(' · ');
}

/** Both are required, as the server's reroute schema says. */
const rerouteFormSchema = z.object({
  newProfessionalId: z.string().min(1, 'Please select a professional'),
  reason: z
    .string()
    .trim()
    .min(1, 'Please provide a reason for rerouting')
    .max(2000, 'This cannot exceed 2000 characters'),
});

function RerouteForm({
  query,
  reroute,
  onDone,
}: {
  query: AdminConsultation;
  reroute: ReturnType<typeof useRerouteConsultation>;
  onDone: () => void;
}) {
  const professionals = useAvailableProfessionals(query.id, true);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RerouteVariables>({
    resolver: zodResolver(rerouteFormSchema),
    defaultValues: { newProfessionalId: '', reason: '' },
  });
  if (professionals.isPending) {
    return (
      <div className="flex justify-center py-6 text-primary">
        <Spinner label="Loading professionals…" className="size-6" />
      </div>
    );
  }
  if (professionals.isError) {
    return <LoadFailed title="Could not load professionals" onRetry={professionals.refetch} />;
  }
  const none = professionals.data.length === 0;
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => reroute.mutate(values, { onSuccess: onDone }))}
      className="space-y-4"
    >
      <FormField
        label="New professional"
        error={errors.newProfessionalId?.message}
        hint={
          none
            ? `No other approved ${CATEGORY_LABELS[query.category]} professional is available.`
            : undefined
        }
      >
        <NativeSelect disabled={reroute.isPending || none} {...register('newProfessionalId')}>
          <option value="">Select a professional</option>
          {professionals.data.map((professional) => (
            <option key={professional.id} value={professional.id}>
              {choiceLabelOf(professional)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        label="Reason for rerouting"
        error={errors.reason?.message}
        hint="Sent to the new professional and kept in the audit log."
      >
        <Textarea rows={3} maxLength={2000} disabled={reroute.isPending} {...register('reason')} />
      </FormField>
      <AdminDialogActions
        submitLabel="Reroute"
        pendingLabel="Rerouting…"
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
  const reroute = useRerouteConsultation(query.id);
  const current = query.professional ? displayNameOf(query.professional) : 'no one';
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={reroute.isPending}
      title="Reroute Consultation"
      description={`"${query.title}" is with ${current}. The user and both professionals are told.`}
    >
      {open && <RerouteForm query={query} reroute={reroute} onDone={() => onOpenChange(false)} />}
    </AdminFormDialog>
  );
}
