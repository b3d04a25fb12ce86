import { useState } from 'react';
import { PAYMENT_STATUSES, type PaymentStatus } from '@salahkar/domain/enums';
import { SelectOptions } from '@/components/ui/native-select.tsx';
import { paymentStatusLabel, useT } from '@/i18n';
import { useTransactions } from '../../api/use-admin-finance.ts';
import { ListCard } from '@/components/ui/list-card.tsx';
import { ListFilter } from '../list-filter.tsx';
import { TransactionItem } from './transaction-item.tsx';

/** Recent Transactions: every payment newest first, filtered by status, with Load More. */
export function TransactionsCard() {
  const t = useT();
  const [status, setStatus] = useState<PaymentStatus | ''>('');
  const transactions = useTransactions(status);
  return (
    <ListCard
      title={t('admin.transactions.title')}
      description={t('admin.transactions.description')}
      action={
        <ListFilter label={t('admin.consultations.status')} value={status} onChange={setStatus}>
          <option value="">{t('admin.consultations.allStatuses')}</option>
          <SelectOptions values={PAYMENT_STATUSES} label={paymentStatusLabel} />
        </ListFilter>
      }
      query={transactions}
      items={transactions.items}
      listLabel={t('admin.financial.transactions')}
      renderItem={(transaction) => (
        <TransactionItem key={transaction.id} transaction={transaction} />
      )}
      emptyText={status ? t('admin.transactions.noneWithStatus') : t('admin.transactions.none')}
      emptyDescription={t('admin.transactions.emptyDescription')}
      loadingLabel={t('admin.transactions.loading')}
      errorTitle={t('admin.transactions.loadFailed')}
    />
  );
}
