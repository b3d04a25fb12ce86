import { eq } from 'drizzle-orm';
import {
  assertTransition,
  type AdminConsultation,
  type Consultation as ConsultationDto,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { consultations, type Consultation, type NewConsultation } from '../../db/schema/index.ts';
import { activeAdminIds } from '../../db/people.ts';
import { inUnitOfWork, type AfterCommit } from '../../db/unit-of-work.ts';
import type { Person } from '../../policies/person.ts';
import { authorize } from '../../policies/consultation-policy.ts';
import { loadFactsOf } from '../consultations/consultation-facts.ts';
import { presentConsultation } from '../consultations/consultation-presenter.ts';
import { loadConsultation } from '../consultations/consultation-store.ts';
import { loadAdminConsultation } from '../admin/admin-consultation-list.ts';
import { recordAdminAction } from '../admin/audit-trail.ts';
import { pushConsultationUpdate } from '../notifications/consultation-pushes.ts';
import { queueCaseResolvedMail } from '../notifications/notification-mails.ts';
import {
  caseResolvedNotice,
  reopenDecidedNotices,
  reopenRequestedNotices,
} from '../notifications/notices.ts';
import { notifyLive } from '../notifications/notify.ts';
import { caseResolvedReach } from '../reach/push-texts.ts';
import { reachPeople } from '../reach/reach-people.ts';

// Closing a case and its reopen window, in one place: the professional's Mark as Resolved, the
// owner's reopen request within 24 hours, and an admin's decision on that request. The
// consultation-completion job completes a closed case once the window has passed.

/** A participant's step on a case: the professional's close, the owner's reopen request. */
type ParticipantStep = 'close' | 'reopen';

/** What one step writes (`next`, the policy's next status among it) and whom it tells (`tell`). */
interface StepWork {
  next: (current: Consultation, tx: Transaction) => Promise<Partial<NewConsultation>>;
  tell: (tx: Transaction, afterCommit: AfterCommit, changed: Consultation) => Promise<void>;
}

interface StepOn {
  ctx: AppContext;
  viewer: Person;
  consultationId: string;
  now: Date;
}

const PARTICIPANT_STEPS: Record<ParticipantStep, (on: StepOn) => StepWork> = {
  // The assigned professional's Mark as Resolved: the case closes (closedAt starts the 24-hour
  // reopen window), the user is told on their bell and by email (queued with the change). The
  // consultation-completion job completes it once the window has passed without a reopen request.
  close: ({ ctx, viewer, now }) => ({
    next: async (current) => ({
      status: authorize(viewer, 'resolve', current),
      closedAt: now,
    }),
    // The status change to both participants, then the bell entry.
    tell: async (tx, afterCommit, closed) => {
      afterCommit(() => pushConsultationUpdate(ctx, closed, 'consultation_closed'));
      await notifyLive(ctx, tx, afterCommit, [caseResolvedNotice(closed)]);
      await queueCaseResolvedMail(ctx, tx, closed);
      await reachPeople(tx, ctx.config, [caseResolvedReach(closed, now)]);
    },
  }),
  // The owner asks to reopen a closed case within 24 hours of closedAt: it waits for an admin
  // (under_admin_review, reopenRequestedAt), and every admin is told. After the window: 409.
  reopen: ({ ctx, viewer, consultationId, now }) => ({
    next: async (current, tx) => ({
      status: authorize(viewer, 'reopen', current, {
        ...(await loadFactsOf(tx, viewer.id, consultationId, now)),
        now,
      }),
      reopenRequestedAt: now,
    }),
    // The status change to both participants, then the admins' bell entries.
    tell: async (tx, afterCommit, waiting) => {
      const admins = await activeAdminIds(tx);
      afterCommit(() => pushConsultationUpdate(ctx, waiting, 'consultation_reopen_requested'));
      await notifyLive(ctx, tx, afterCommit, reopenRequestedNotices(waiting, admins));
    },
  }),
};

/**
 * A participant's step on a case, in one transaction: the row locked, the columns the step's
 * `next` answers written, the people told by its `tell` with the changed row, and the case as
 * the viewer now sees it.
 */
export async function takeParticipantStep(
  ctx: AppContext,
  viewer: Person,
  consultationId: string,
  step: ParticipantStep,
  now: Date = new Date(),
): Promise<ConsultationDto> {
  const work = PARTICIPANT_STEPS[step]({ ctx, viewer, consultationId, now });
  return inUnitOfWork(ctx, async (tx, afterCommit) => {
    const current = await loadConsultation(tx, consultationId, { forUpdate: true });
    const [changed] = await tx
      .update(consultations)
      .set(await work.next(current, tx))
      .where(eq(consultations.id, consultationId))
      .returning();
    await work.tell(tx, afterCommit, changed!);
    const facts = await loadFactsOf(tx, viewer.id, consultationId, now);
    return presentConsultation(changed!, facts, viewer);
  });
}

/**
 * An admin approves (→ reopened, the chat opens again) or declines (→ completed, completedAt set)
 * a reopen request. Both participants are told; the audit row and notices commit with the change.
 */
export async function decideReopen(
  ctx: AppContext,
  adminId: string,
  id: string,
  approved: boolean,
): Promise<AdminConsultation> {
  await inUnitOfWork(ctx, async (tx, afterCommit) => {
    const current = await loadConsultation(tx, id, { forUpdate: true });
    const now = new Date();
    const status = assertTransition(current.status, approved ? 'approveReopen' : 'declineReopen');
    const [updated] = await tx
      .update(consultations)
      .set({
        status,
        adminReviewedAt: now,
        ...(approved ? {} : { completedAt: now }),
      })
      .where(eq(consultations.id, id))
      .returning();
    await recordAdminAction(tx, {
      actorId: adminId,
      action: approved ? 'consultation.reopen_approved' : 'consultation.reopen_declined',
      targetType: 'consultation',
      targetId: id,
      metadata: { from: current.status, to: status },
    });
    await notifyLive(ctx, tx, afterCommit, reopenDecidedNotices(updated!, approved));
    afterCommit(() =>
      pushConsultationUpdate(
        ctx,
        updated!,
        approved ? 'consultation_reopened' : 'consultation_completed',
      ),
    );
  });
  return loadAdminConsultation(ctx.db, id);
}
