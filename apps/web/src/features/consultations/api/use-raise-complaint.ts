import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  raisedComplaintSchema,
  RaiseComplaintInput,
} from '@salahkar/domain/schemas/admin-consultations';
import { notify } from '@/components/ui/toaster.tsx';
import { t } from '@/i18n';
import { apiRequest } from '@/lib/api-client.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';
import { refreshMyConsultations } from '@/lib/query-keys/consultations.ts';

/** What POST /api/consultations/{id}/query answers. */
export type RaisedComplaint = z.infer<typeof raisedComplaintSchema>;

/** POST /api/consultations/{id}/query: the owner's query on a case completed within 7 days. */
export function useRaiseComplaint(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RaiseComplaintInput) =>
      apiRequest<RaisedComplaint>('POST', `/api/consultations/${id}/query`, input),
    onSuccess: () => {
      notify({
        title: t('consultations.toast.complaintRaised'),
        description: t('consultations.toast.complaintRaisedDescription'),
        variant: 'success',
      });
      return refreshMyConsultations(queryClient);
    },
    onError: (error) =>
      notifyFailure(error, t('consultations.toast.error'), t('consultations.toast.queryFailed')),
  });
}
