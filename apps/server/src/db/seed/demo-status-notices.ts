import { auditLog, notifications, type NewNotification } from '../schema/index.ts';
import type { DemoCase, DemoContext } from './demo-case.ts';
import type { DemoPersonKey } from './demo-people.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The notifications and audit entries a case's history would have produced after its offers:
 * accepted, closed, reopen requested and approved, completed, query raised. The latest event of a
 * case the reader still has to act on is left unread.
 */
export async function writeDemoStatusNotices(
  ctx: DemoContext,
  demo: DemoCase,
  consultationId: string,
  professional: DemoPersonKey | undefined,
): Promise<void> {
  const { ids } = ctx;
  const at = (hoursAgo: number) => new Date(ctx.now - hoursAgo * HOUR_MS);
  const link = `/consultation/${consultationId}`;
  const rows: NewNotification[] = [];
  const notice = (
    to: DemoPersonKey,
    hoursAgo: number,
    unread: boolean,
    fields: Pick<NewNotification, 'type' | 'title' | 'body'>,
  ) =>
    rows.push({
      ...fields,
      userId: ids[to],
      link: to === 'admin' ? '/admin' : link,
      consultationId,
      readAt: unread ? null : at(Math.max(hoursAgo - 1, 0)),
      createdAt: at(hoursAgo),
    });

  if (professional && demo.paidHoursAgo !== undefined) {
    notice(professional, demo.paidHoursAgo, demo.status === 'assigned', {
      type: 'offer_accepted',
      title: 'Offer Accepted!',
      body: `Your offer for "${demo.title}" was accepted and paid. You can start the consultation.`,
    });
  }
  if (demo.closedHoursAgo !== undefined) {
    notice(demo.owner, demo.closedHoursAgo, demo.status === 'closed', {
      type: 'consultation_closed',
      title: 'Consultation Closed',
      body: `"${demo.title}" was marked as resolved. You can ask to reopen it within 24 hours.`,
    });
  }
  if (demo.reopenRequestedHoursAgo !== undefined) {
    notice('admin', demo.reopenRequestedHoursAgo, demo.status === 'under_admin_review', {
      type: 'reopen_requested',
      title: 'Reopen Requested',
      body: `A user asked to reopen "${demo.title}".`,
    });
  }
  if (demo.adminReviewedHoursAgo !== undefined && demo.status === 'reopened') {
    notice(demo.owner, demo.adminReviewedHoursAgo, true, {
      type: 'consultation_reopened',
      title: 'Consultation Reopened',
      body: `Your request to reopen "${demo.title}" was approved. The chat is open again.`,
    });
    await ctx.tx.insert(auditLog).values({
      actorId: ids.admin,
      action: 'consultation.reopen_approved',
      targetType: 'consultation',
      targetId: consultationId,
      notes: 'The professional had not answered the follow-up that was part of the request.',
      createdAt: at(demo.adminReviewedHoursAgo),
    });
  }
  if (demo.completedHoursAgo !== undefined) {
    notice(demo.owner, demo.completedHoursAgo, !demo.review && !demo.complaint, {
      type: 'consultation_completed',
      title: 'Consultation Completed',
      body: `"${demo.title}" is complete. Rate your professional to help others choose.`,
    });
  }
  if (demo.complaint) {
    notice('admin', demo.complaint.hoursAgo, true, {
      type: 'query_raised',
      title: 'Query Raised',
      body: `A user raised a query on "${demo.title}".`,
    });
  }
  if (rows.length > 0) await ctx.tx.insert(notifications).values(rows);
}
