import { useQuery } from '@tanstack/react-query';
import type { PaymentStatus } from '@salahkar/domain/enums';
import type {
  AdminTransaction,
  ExportFormat,
  FinancialSummary,
} from '@salahkar/domain/schemas/admin-finance';
import type {
  AdminRefundInput,
  Payout,
  PayoutStatus,
  Refund,
} from '@salahkar/domain/schemas/payments';
import { exportFileName } from '@salahkar/domain/export-names';
import { msg } from '@/i18n';
import { apiRequest } from '@/lib/api-client.ts';
import { usePagedList } from '@/lib/use-paged-list.ts';
import {
  ADMIN_CONSULTATIONS_URL,
  ADMIN_OVERVIEW_URL,
  ADMIN_PAYMENTS_URL,
  ADMIN_STATS_URL,
  FINANCIAL_SUMMARY_URL,
  FINANCIAL_URL,
  PAYOUTS_URL,
  TRANSACTIONS_URL,
} from './admin-urls.ts';
import { useAdminAction } from './use-admin-action.ts';
import { useAdminDownload } from './use-admin-download.ts';

// Money moved: the financial tab's lists and figures, and the overview's revenue.
const AFTER_MONEY_ACTION = [
  FINANCIAL_URL,
  PAYOUTS_URL,
  ADMIN_CONSULTATIONS_URL,
  ADMIN_OVERVIEW_URL,
  ADMIN_STATS_URL,
] as const;

/**
 * GET /api/admin/financial/summary: the ledger's figures in rupee text. `fresh` reads it again
 * each time a screen mounts (the consultations tab's revenue card, which no admin action of its
 * own refreshes); the financial tab keeps the usual cache, refreshed by its money actions.
 */
export function useFinancialSummary({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery<FinancialSummary>({
    queryKey: [FINANCIAL_SUMMARY_URL],
    ...(fresh && { staleTime: 0 }),
  });
}

/** GET /api/admin/financial/transactions: payments newest first, optionally of one status. */
export function useTransactions(status: PaymentStatus | '') {
  return usePagedList<AdminTransaction>(TRANSACTIONS_URL, {
    params: status ? { status } : {},
  });
}

/** GET /api/admin/payouts: payout requests newest first, optionally of one status; Load More by cursor. */
export function useAdminPayouts(status: PayoutStatus | '') {
  return usePagedList<Payout>(PAYOUTS_URL, { params: status ? { status } : {} });
}

/** What a refund sends: the amount (absent for all that remains), the reason, and its key. */
export type RefundVariables = { body: AdminRefundInput; idempotencyKey: string };

/** POST /api/admin/payments/{paymentId}/refund, with an Idempotency-Key so it refunds once. */
export function useRefundPayment(paymentId: string) {
  return useAdminAction(
    ({ body, idempotencyKey }: RefundVariables) =>
      apiRequest<Refund>('POST', `${ADMIN_PAYMENTS_URL}/${paymentId}/refund`, body, {
        idempotencyKey,
      }),
    {
      success: {
        title: msg('admin.toast.refundIssued'),
        description: msg('admin.toast.refundIssuedDescription'),
      },
      failure: msg('admin.toast.refundFailed'),
    },
    AFTER_MONEY_ACTION,
  );
}

/** POST /api/admin/payouts/{id}/mark-paid with the transfer's bank reference (UTR). */
export function useMarkPayoutPaid(payoutId: string) {
  return useAdminAction(
    (bankReference: string) =>
      apiRequest<Payout>('POST', `${PAYOUTS_URL}/${payoutId}/mark-paid`, { bankReference }),
    {
      success: {
        title: msg('admin.toast.payoutMarkedPaid'),
        description: msg('admin.toast.payoutMarkedPaidDescription'),
      },
      failure: msg('admin.toast.payoutMarkPaidFailed'),
    },
    AFTER_MONEY_ACTION,
  );
}

/**
 * GET /api/admin/financial/export?format=csv|pdf, saved as salahkar-financial-report-{date}.{format}
 * if the server gives no name.
 */
export function useFinancialExport() {
  return useAdminDownload(
    {
      success: { title: msg('admin.toast.financialExported') },
      failure: msg('admin.toast.financialExportFailed'),
    },
    (format: ExportFormat) => ({
      url: `${FINANCIAL_URL}/export?format=${format}`,
      fallbackName: exportFileName('financial-report', format, new Date()),
    }),
  );
}
