import { useState } from 'react';
import { ArrowRightLeft, CheckCircle2 } from 'lucide-react';
import type { AdminConsultation } from '@salahkar/domain/schemas/admin-consultations';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useT } from '@/i18n';
import { displayNameOf, formatIstDateTime } from '@/lib/format.ts';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { complaintWaitOf } from './complaint-wait.ts';
import { RerouteDialog } from './reroute-dialog.tsx';
import { ResolveComplaintDialog } from './resolve-complaint-dialog.tsx';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}

/** One open complaint: the case, who is involved, what was paid, the reason and its wait. */
export function ComplaintItem({ complaint, now }: { complaint: AdminConsultation; now: number }) {
  const t = useT();
  const [dialog, setDialog] = useState<'resolve' | 'reroute' | null>(null);
  const raisedAt = complaint.queryRaisedAt ?? complaint.createdAt;
  const wait = complaintWaitOf(raisedAt, now);
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <h3 className="font-semibold break-words">{complaint.title}</h3>
        <Badge tone={wait.tone} className="self-start">
          {wait.label}
        </Badge>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Fact
          label={t('admin.consultations.user')}
          value={`${complaint.userName} (${complaint.userEmail})`}
        />
        <Fact
          label={t('admin.consultations.professional')}
          value={
            complaint.professional
              ? displayNameOf(complaint.professional)
              : t('admin.consultations.notAssigned')
          }
        />
        <Fact
          label={t('admin.complaints.amountPaid')}
          value={formatRupeeText(complaint.feeAmount)}
        />
        <Fact label={t('admin.complaints.raised')} value={formatIstDateTime(raisedAt)} />
      </dl>
      <div className="rounded-lg bg-muted p-3 text-sm">
        <p className="text-xs font-medium text-muted-foreground">
          {t('admin.reasonDialog.reason')}
        </p>
        <p className="break-words whitespace-pre-line">{complaint.queryReason}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="sm" onClick={() => setDialog('reroute')}>
          <ArrowRightLeft aria-hidden="true" className="size-4" />
          {t('admin.complaints.reroute')}
        </Button>
        <Button size="sm" onClick={() => setDialog('resolve')}>
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {t('admin.complaints.resolve')}
        </Button>
      </div>
      <ResolveComplaintDialog
        complaint={complaint}
        open={dialog === 'resolve'}
        onOpenChange={(open) => setDialog(open ? 'resolve' : null)}
      />
      <RerouteDialog
        complaint={complaint}
        open={dialog === 'reroute'}
        onOpenChange={(open) => setDialog(open ? 'reroute' : null)}
      />
    </Card>
  );
}
