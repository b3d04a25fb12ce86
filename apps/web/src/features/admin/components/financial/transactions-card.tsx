import { useState } from 'react';
import {
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@salahkar/domain/enums';
import { useTransactions } from '../../api/use-admin-finance.ts';
import { AdminListCard, ListFilter } from '../admin-list-card.tsx';
import { TransactionItem } from './transaction-item.tsx';

/** Recent Transactions: every payment newest first, filtered by status, with Load More. */
export function TransactionsCard() {
  const [status, setStatus] = useState<PaymentStatus | ''>('');
  const transactions = useTransactions(status);
  return (
    <AdminListCard
      title="Recent Transactions"
      description="Payments for consultations, newest first."
      filter={
        <ListFilter label="Status" value={status} onChange={setStatus}>
          <option value="">All statuses</option>
          {PAYMENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {PAYMENT_STATUS_LABELS[value]}
            </option>
          ))}
        </ListFilter>
      }
      query={transactions}
      items={transactions.items}
      listLabel="Transactions"
      renderItem={(transaction) => (
        <TransactionItem key={transaction.id} transaction={transaction} />
      )}
      emptyText={status ? 'No transactions with this status' : 'No transactions yet'}
      emptyDescription="Payments show here once users pay for consultations."
      loadingLabel="Loading transactions…"
      errorTitle="Could not load the transactions"
    />
  );
}
