import type { Receipt } from '@salahkar/domain';
import type { ReceiptRow } from '../../db/schema/index.ts';

/** Where a receipt's PDF is downloaded (the payer and admins only). */
export const receiptPdfPath = (receiptId: string) => `/api/receipts/${receiptId}/pdf`;

/** A receipt as the payment summary lists it. */
export function presentReceipt(row: ReceiptRow): Receipt {
  return {
    id: row.id,
    number: row.number,
    invoiceNumber: row.invoiceNumber,
    kind: row.kind,
    amount: row.amount,
    issuedAt: row.issuedAt.toISOString(),
    url: receiptPdfPath(row.id),
  };
}
