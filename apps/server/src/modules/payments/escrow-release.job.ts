import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { releaseSplit, rupeesToPaise } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { consultations, payments } from '../../db/schema/index.ts';
import type { AfterCommit } from '../../db/unit-of-work.ts';
import { earningsReleasedNotice } from '../notifications/notices.ts';
import { notifyLive } from '../notifications/notify.ts';
import { recordMovement } from '../ledger/ledger.ts';
import { rowByRowJob } from '../../jobs/job-runner.ts';

/** Payments released per pass, each in its own transaction; the rest wait for the next pass. */
const BATCH = 100;

/**
 * Releases escrow when a consultation reaches `completed`: the professional's share to their
 * wallet, the commission to platform revenue, split by releaseSplit() over what refunds left.
 * Each payment is claimed with FOR UPDATE SKIP LOCKED and released with `released_at` in one
 * transaction, so instances running at once release each payment exactly once, and a crash
 * leaves it either released or still due.
 */
export const escrowReleaseJob = rowByRowJob('escrow-release', BATCH, releaseNextPayment);

/** Claims one due payment and releases it; null when none is left to claim. */
async function releaseNextPayment(
  ctx: AppContext,
  tx: Transaction,
  afterCommit: AfterCommit,
  now: Date,
): Promise<boolean> {
  const [due] = await tx
    .select({ payment: payments, title: consultations.title })
    .from(payments)
    .innerJoin(consultations, eq(consultations.id, payments.consultationId))
    .where(
      and(
        // A payment refunded in full holds nothing, but is marked released all the same.
        inArray(payments.status, ['paid', 'refunded']),
        isNull(payments.releasedAt),
        eq(consultations.status, 'completed'),
      ),
    )
    .orderBy(asc(payments.paidAt))
    .limit(1)
    .for('update', { of: payments, skipLocked: true });
  if (!due) return false;
  const { payment } = due;

  const amountPaise = rupeesToPaise(payment.amount);
  const refundedPaise = rupeesToPaise(payment.refundedAmount);
  const heldPaise = amountPaise - refundedPaise;
  if (heldPaise > 0) {
    const split = releaseSplit({
      amountPaise,
      platformSharePaise: rupeesToPaise(payment.platformShare),
      refundedPaise,
    });
    await recordMovement(tx, {
      consultationId: payment.consultationId,
      paymentId: payment.id,
      at: now,
      legs: [
        { account: 'escrow', amountPaise: heldPaise, description: 'Escrow released at completion' },
        {
          account: 'platform_revenue',
          amountPaise: -split.platformSharePaise,
          description: 'Platform commission',
        },
        {
          account: 'professional_wallet',
          ownerId: payment.professionalId,
          amountPaise: -split.professionalSharePaise,
          description: 'Earnings from a completed consultation',
        },
      ],
    });
    if (split.professionalSharePaise > 0) {
      const about = { id: payment.consultationId, title: due.title };
      await notifyLive(ctx, tx, afterCommit, [
        earningsReleasedNotice(about, payment.professionalId, split.professionalSharePaise),
      ]);
    }
  }
  await tx.update(payments).set({ releasedAt: now }).where(eq(payments.id, payment.id));
  return true;
}
