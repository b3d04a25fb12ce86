import { z } from 'zod';
import type { ResolveComplaintInput } from '@salahkar/domain/schemas/admin-consultations';
import { msg, t } from '@/i18n';
import { refundAmountIssue, refundReasonIssue } from '../financial/refund-amount.ts';

/** How the query is settled: no money back, all that is left, or part of it. */
export const REFUND_CHOICES = ['none', 'full', 'partial'] as const;
export type RefundChoice = (typeof REFUND_CHOICES)[number];

export type ResolveForm = {
  notes: string;
  refund: RefundChoice;
  amount: string;
  reason: string;
};

/** The resolve form's rules for a payment with `remainingPaise` still refundable. */
export function resolveFormSchema(remainingPaise: number) {
  return z
    .object({
      notes: z
        .string()
        .trim()
        .max(2000, t(msg('admin.resolve.notesTooLong'), { max: 2000 })),
      refund: z.enum(REFUND_CHOICES),
      amount: z.string(),
      reason: z.string(),
    })
    .superRefine((form, ctx) => {
      if (form.refund === 'none') return;
      const reason = refundReasonIssue(form.reason);
      if (reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: reason });
      if (form.refund !== 'partial') return;
      const amount = refundAmountIssue(form.amount, remainingPaise);
      if (amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: amount });
    });
}

/** The resolve-query body: notes when written, and the refund when one was chosen. */
export function resolveBodyOf(form: ResolveForm): ResolveComplaintInput {
  const notes = form.notes.trim();
  const reason = form.reason.trim();
  return {
    ...(notes ? { notes } : {}),
    ...(form.refund === 'full' ? { refund: { reason } } : {}),
    ...(form.refund === 'partial' ? { refund: { amount: Number(form.amount), reason } } : {}),
  };
}
