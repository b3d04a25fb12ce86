import { useState } from 'react';
import type { Payout, PayoutStatus } from '@salahkar/domain/schemas/payments';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/i18n';
import { formatIstDateTime } from '@/lib/format.ts';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { useAdminPayouts } from '../../api/use-admin-finance.ts';
import { ListCard } from '@/components/ui/list-card.tsx';
import { ListFilter } from '../list-filter.tsx';
import { PAYOUT_STATUS_LABEL_IDS } from '../labels.ts';
import { MarkPaidDialog } from './mark-paid-dialog.tsx';

function PayoutItem({ payout }: { payout: Payout }) {
  const t = useT();
  const [marking, setMarking] = useState(false);
  return (
    <li className="flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium">{payout.professionalName}</p>
        <p className="text-muted-foreground">
          {t('admin.payouts.requestedAt', { date: formatIstDateTime(payout.requestedAt) })}
          {payout.paidAt &&
            ` · ${t('admin.payouts.paidAt', { date: formatIstDateTime(payout.paidAt) })}`}
        </p>
        {payout.bankReference && (
          <p className="text-xs break-all text-muted-foreground">
            {t('admin.payouts.bankReferenceValue', { reference: payout.bankReference })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
        <p className="font-semibold">{formatRupeeText(payout.amount)}</p>
        {payout.status === 'paid' ? (
          <Badge tone="success">{t(PAYOUT_STATUS_LABEL_IDS.paid)}</Badge>
        ) : (
          <>
            <Badge tone="warning">{t(PAYOUT_STATUS_LABEL_IDS.requested)}</Badge>
            <Button size="sm" onClick={() => setMarking(true)}>
              {t('admin.payouts.markPaid')}
            </Button>
            <MarkPaidDialog payout={payout} open={marking} onOpenChange={setMarking} />
          </>
        )}
      </div>
    </li>
  );
}

/** Payouts professionals asked for: the requested ones first, to transfer and mark paid. */
export function PayoutsCard() {
  const t = useT();
  const [status, setStatus] = useState<PayoutStatus | ''>('requested');
  const payouts = useAdminPayouts(status);
  return (
    <ListCard
      title={t('admin.payouts.title')}
      description={t('admin.payouts.description')}
      action={
        <ListFilter label={t('admin.payouts.show')} value={status} onChange={setStatus}>
          <option value="requested">{t(PAYOUT_STATUS_LABEL_IDS.requested)}</option>
          <option value="paid">{t(PAYOUT_STATUS_LABEL_IDS.paid)}</option>
          <option value="">{t('admin.payouts.all')}</option>
        </ListFilter>
      }
      query={payouts}
      items={payouts.items}
      listLabel={t('admin.payouts.title')}
      renderItem={(payout) => <PayoutItem key={payout.id} payout={payout} />}
      emptyText={status === 'requested' ? t('admin.payouts.noneWaiting') : t('admin.payouts.none')}
      emptyDescription={t('admin.payouts.emptyDescription')}
      loadingLabel={t('admin.payouts.loading')}
      errorTitle={t('admin.payouts.loadFailed')}
    />
  );
}
