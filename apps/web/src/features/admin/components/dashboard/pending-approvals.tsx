import { useState } from 'react';
import { UserCheck } from 'lucide-react';
import { CATEGORY_LABELS } from '@salahkar/domain/enums';
import type { PendingProfessional } from '@salahkar/domain/schemas/admin-people';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ListState } from '@/components/ui/list-state.tsx';
import { formatIstDate } from '@/lib/format.ts';
import { useDecideApplication, usePendingProfessionals } from '../../api/use-approvals.ts';
import { ReasonDialog } from '../reason-dialog.tsx';
import { ApplicationDialog } from './application-dialog.tsx';

function ApplicantItem({ applicant }: { applicant: PendingProfessional }) {
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
            ? CATEGORY_LABELS[applicant.specialization]
            : 'No specialization'}
          {applicant.experience !== null && ` · ${applicant.experience} years`}
          {` · Applied ${formatIstDate(applicant.appliedAt)}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setViewing(true)}>
          View Details
        </Button>
        <Button
          size="sm"
          loading={approve.isPending}
          disabled={busy}
          aria-label={`Approve ${name}`}
          onClick={() => approve.mutate({ id: applicant.id })}
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="destructive"
          loading={reject.isPending}
          disabled={busy}
          aria-label={`Reject ${name}`}
          onClick={() => setRejecting(true)}
        >
          Reject
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
        title="Reject Application"
        description={`${name} goes back to a client account and may apply again. Tell them why their application was not approved.`}
        submitLabel="Reject"
        pendingLabel="Rejecting…"
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
  const pending = usePendingProfessionals();
  const applicants = pending.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserCheck aria-hidden="true" className="size-5 text-primary" />
          Pending Professional Approvals
        </CardTitle>
        <CardDescription>Applications waiting for review, oldest first.</CardDescription>
      </CardHeader>
      <CardContent>
        <ListState
          query={pending}
          isEmpty={applicants.length === 0}
          loadingLabel="Loading applications…"
          errorTitle="Could not load pending applications"
          emptyText="No pending approvals"
          emptyDescription="New professional applications show here for review."
        >
          <ul aria-label="Pending professionals" className="divide-y divide-border">
            {applicants.map((applicant) => (
              <ApplicantItem key={applicant.id} applicant={applicant} />
            ))}
          </ul>
        </ListState>
      </CardContent>
    </Card>
  );
}
