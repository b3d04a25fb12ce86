import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  type AdminStats,
  type AdminUser,
  type AdminUserQuery,
  type KeysetPageQuery,
  type Role,
  type Page,
  type SuspensionResult,
  paiseToDecimalText,
  rupeesToPaise,
  verificationOf,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { cappedCount, cursorTimeOf, keysetPage, newestFirstPage } from '../../db/keyset.ts';
import { consultations, payments, users, type User } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { suspensionMail } from '../mail/templates/auth-mails.ts';
import { endSessionsOf } from '../../plugins/session-store.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { endOpenCallsOf, type EndedCall } from '../video-calls/call-endings.ts';
import { announceCallEnded } from '../video-calls/video-call-pushes.ts';
import { accountSum } from '../ledger/ledger.ts';
import { professionalApplicationOf } from '../users/user-presenter.ts';
import { recordAdminAction } from './audit-trail.ts';
import { approvalBlockerOf, awaitsVerification } from './approvals.service.ts';

const NAME_NOT_PROVIDED = 'Name not provided';

/** `%text%` for ILIKE with the pattern characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The people list's filter: a role (users_role_created_idx) and a search over name and email. */
export function adminUsersWhere(query: {
  role?: Role | undefined;
  search?: string | undefined;
}): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * One page of the people list, newest first by (created_at, id) keyset: the walk of
 * users_created_at_idx (or users_role_created_idx for one role) stops after pageSize + 1 rows.
 * Each row's consultation count and amount spent are correlated sums over the indexed
 * consultations and payments of that row only.
 */
export function adminUsersPageQuery(db: Queryable, where: SQL | undefined, query: KeysetPageQuery) {
  // Qualified by hand: drizzle leaves a single-table query's columns unqualified, and inside the
  // subqueries a bare "id" would be the subquery's own.
  const userId = sql`${users}.${sql.identifier('id')}`;
  const totalConsultations = sql<number>`(
    select count(*)::int from ${consultations}
    where ${consultations.userId} = ${userId} or ${consultations.assignedTo} = ${userId}
  )`;
  // What the person paid for their requests less what came back to them.
  const amountSpent = sql<string>`(
    select coalesce(sum(${payments.amount} - ${payments.refundedAmount}), 0)::text from ${payments}
    where ${payments.userId} = ${userId} and ${inArray(payments.status, ['paid', 'refunded'])}
  )`;
  const select = db
    .select({
      user: users,
      totalConsultations,
      amountSpent,
      cursorAt: cursorTimeOf(users.createdAt),
    })
    .from(users)
    .$dynamic();
  return newestFirstPage(select, users.createdAt, users.id, where, query);
}

/** GET /api/admin/users: newest first, a page at a time by cursor, its total capped. */
export async function listUsers(ctx: AppContext, query: AdminUserQuery): Promise<Page<AdminUser>> {
  const where = adminUsersWhere(query);
  return keysetPage(
    await adminUsersPageQuery(ctx.db, where, query),
    query,
    (row) => ({ createdAt: row.cursorAt, id: row.user.id }),
    () => cappedCount(ctx.db, users, where),
    (rows) => rows.map(presentAdminUser),
  );
}

/** A row of the people list as admins see it. */
function presentAdminUser({
  user,
  totalConsultations: total,
  amountSpent: spent,
}: Awaited<ReturnType<typeof adminUsersPageQuery>>[number]): AdminUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: [user.firstName, user.lastName].join(' ').trim() || NAME_NOT_PROVIDED,
    role: user.role,
    isApproved: user.isApproved,
    isEmailVerified: user.isEmailVerified,
    professionalApplication: professionalApplicationOf(user),
    specialization: user.specialization,
    mobile: user.mobile,
    city: user.city,
    profileImageUrl: user.profileImageUrl,
    isSuspended: user.isSuspended,
    suspendedAt: user.suspendedAt?.toISOString() ?? null,
    totalConsultations: Number(total),
    totalAmountSpent: paiseToDecimalText(rupeesToPaise(spent)),
    ...verificationFactsOf(user),
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * A professional's verification facts for the list (decision 216), and whether the admin may
 * confirm the checklist now: an approved professional who is not verified, unless they lack what
 * the checklist checks (then `verificationBlocker` says what).
 */
function verificationFactsOf(
  user: User,
): Pick<AdminUser, 'licenseNumber' | 'verification' | 'canVerify' | 'verificationBlocker'> {
  const professional = user.role === 'professional';
  const awaits = awaitsVerification(user);
  const blocker = awaits ? approvalBlockerOf(user) : null;
  return {
    licenseNumber: user.licenseNumber,
    verification: professional ? verificationOf(user.verifiedAt, user.verificationChecks) : null,
    canVerify: awaits && blocker === null,
    verificationBlocker: blocker,
  };
}

/**
 * PUT /api/admin/users/{id}/suspend and /unsuspend. `suspension` holds the admin's reason when
 * suspending, null when lifting it. Suspending ends every session and every open video call of
 * the person in the same transaction, queues the mail telling them why and, after commit, tells
 * both people of each call that it ended and closes the person's live sockets. An
 * admin cannot suspend themselves, nor another admin (admins are managed by the create-admin
 * tool, not from the console). Each change writes its audit row, the reason as its notes.
 */
export async function setSuspended(
  ctx: AppContext,
  adminId: string,
  userId: string,
  suspension: { reason: string } | null,
): Promise<SuspensionResult> {
  const suspend = suspension !== null;
  if (suspend && userId === adminId) throw conflict('CANNOT_SUSPEND_SELF');
  let endedCalls: EndedCall[] = [];
  const after = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw notFound('USER_NOT_FOUND');
    if (suspend && before.role === 'admin') {
      throw conflict('CANNOT_SUSPEND_ADMIN');
    }
    if (before.isSuspended === suspend) {
      throw conflict(suspend ? 'ALREADY_SUSPENDED' : 'NOT_SUSPENDED');
    }
    const [row] = await tx
      .update(users)
      .set({ isSuspended: suspend, suspendedAt: suspend ? new Date() : null })
      .where(eq(users.id, userId))
      .returning();
    if (suspend) {
      await endSessionsOf(tx, userId);
      endedCalls = await endOpenCallsOf(tx, userId, new Date());
    }
    await recordAdminAction(tx, {
      actorId: adminId,
      action: suspend ? 'user.suspended' : 'user.unsuspended',
      targetType: 'user',
      targetId: userId,
      notes: suspension?.reason ?? null,
      metadata: { email: before.email, role: before.role },
    });
    if (suspension) {
      await enqueueMail(tx, await suspensionMail(before, suspension.reason), {
        kind: 'account_suspended',
      });
    }
    return row!;
  });
  for (const call of endedCalls) await announceCallEnded(ctx, call);
  if (suspend) await ctx.live.disconnect(userId, 'suspended');
  return {
    id: after.id,
    isSuspended: after.isSuspended,
    suspendedAt: after.suspendedAt?.toISOString() ?? null,
    message: suspend ? 'User suspended successfully' : 'User unsuspended successfully',
  };
}

/**
 * GET /api/stats/admin: the dashboard tiles. users counts client accounts (role user),
 * professionals the approved ones, consultations every request; revenue is the platform's
 * commission as the ledger's platform_revenue account holds it (a credit, hence negated).
 */
export async function adminStats(ctx: AppContext): Promise<AdminStats> {
  const [people] = await ctx.db
    .select({
      users: sql<number>`(count(*) filter (where ${users.role} = 'user'))::int`,
      professionals: sql<number>`(count(*) filter (where ${users.role} = 'professional' and ${users.isApproved}))::int`,
    })
    .from(users);
  const [cases] = await ctx.db.select({ total: count() }).from(consultations);
  const revenue = -(await accountSum(ctx.db, 'platform_revenue'));
  return {
    users: Number(people?.users ?? 0),
    professionals: Number(people?.professionals ?? 0),
    consultations: Number(cases?.total ?? 0),
    revenue: paiseToDecimalText(revenue),
  };
}
