import { useState } from 'react';
import { PAYMENT_STATUSES, type PaymentStatus } from '@salahkar/domain/enums';
import { paymentStatusLabel, useT } from '@/i18n';
import { useTransactions } from '../../api/use-admin-finance.ts';
import { AdminListCard, ListFilter } from '../admin-list-card.tsx';
import { TransactionItem } from './transaction-item.tsx';

/** Recent Transactions: every payment newest first, filtered by status, with Load More. */
export function TransactionsCard() {
  const t = useT();
  const [status, setStatus] = useState<PaymentStatus | ''>('');
  const transactions = useTransactions(status);
  return (
    <AdminListCard
      title={t('admin.transactions.title')}
      description={t('admin.transactions.description')}
      filter={
        <ListFilter label={t('admin.consultations.status')} value={status} onChange={setStatus}>
          <option value="">{t('admin.consultations.allStatuses')}</option>
          {PAYMENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {paymentStatusLabel(value)}
            </option>
          ))}
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
