import { useState } from 'react';
import { UserCheck } from 'lucide-react';
import type { PendingProfessional } from '@salahkar/domain/schemas/admin-people';
import { Button } from '@/components/ui/button.tsx';
import { TitledCard } from '@/components/ui/card.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ListState } from '@/components/ui/list-state.tsx';
import { categoryLabel, useT } from '@/i18n';
import { formatIstDate } from '@/lib/format.ts';
import { useDecideApplication, usePendingProfessionals } from '../../api/use-approvals.ts';
import { ReasonDialog } from '../reason-dialog.tsx';
import { ApplicationDialog } from './application-dialog.tsx';

function ApplicantItem({ applicant }: { applicant: PendingProfessional }) {
  const t = useT();
  const [viewing, setViewing] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const approve = useDecideApplication('approve');
  const reject = useDecideApplication('reject');
  const busy = approve.isPending || reject.isPending;
  const name = `${applicant.firstName} ${applicant.lastName}`.trim() || applicant.email;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words">{name}</p>
        <p className="text-sm break-all text-muted-foreground">{applicant.email}</p>
        <p className="text-sm text-muted-foreground">
          {applicant.specialization
            ? categoryLabel(applicant.specialization)
            : t('admin.approvals.noSpecialization')}
          {applicant.experience !== null &&
            ` · ${t('admin.application.years', { count: applicant.experience })}`}
          {` · ${t('admin.approvals.applied', { date: formatIstDate(applicant.appliedAt) })}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setViewing(true)}>
          {t('admin.approvals.viewDetails')}
        </Button>
        <Button
          size="sm"
          loading={approve.isPending}
          disabled={busy}
          aria-label={t('admin.approvals.approveName', { name })}
          onClick={() => approve.mutate({ id: applicant.id })}
        >
          {t('admin.application.approve')}
        </Button>
        <Button
          size="sm"
          variant="destructive"
          loading={reject.isPending}
          disabled={busy}
          aria-label={t('admin.approvals.rejectName', { name })}
          onClick={() => setRejecting(true)}
        >
          {t('admin.application.reject')}
        </Button>
      </div>
      <Dialog open={viewing} onOpenChange={setViewing}>
        {viewing && (
          <ApplicationDialog
            applicant={applicant}
            onDecided={() => setViewing(false)}
            onReject={() => {
              setViewing(false);
              setRejecting(true);
            }}
          />
        )}
      </Dialog>
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t('admin.approvals.rejectTitle')}
        description={t('admin.approvals.rejectDescription', { name })}
        submitLabel={t('admin.application.reject')}
        pendingLabel={t('admin.approvals.rejecting')}
        pending={reject.isPending}
        onSubmit={(reason) =>
          reject.mutate({ id: applicant.id, reason }, { onSuccess: () => setRejecting(false) })
        }
      />
    </li>
  );
}

/**
 * Pending Professional Approvals: each application with Approve, Reject (asks for the reason)
 * and View Details.
 */
export function PendingApprovals() {
  const t = useT();
  const pending = usePendingProfessionals();
  const applicants = pending.data ?? [];
  return (
    <TitledCard
      icon={<UserCheck aria-hidden="true" />}
      title={t('admin.approvals.title')}
      description={t('admin.approvals.description')}
    >
      <ListState
        query={pending}
        isEmpty={applicants.length === 0}
        loadingLabel={t('admin.approvals.loading')}
        errorTitle={t('admin.approvals.loadFailed')}
        emptyText={t('admin.approvals.empty')}
        emptyDescription={t('admin.approvals.emptyDescription')}
      >
        <ul aria-label={t('admin.approvals.listLabel')} className="divide-y divide-border">
          {applicants.map((applicant) => (
            <ApplicantItem key={applicant.id} applicant={applicant} />
          ))}
        </ul>
      </ListState>
    </TitledCard>
  );
}
