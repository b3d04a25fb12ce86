import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  offsetOf,
  pageOf,
  type AdminStats,
  type AdminUser,
  type AdminUserQuery,
  type Page,
  type SuspensionResult,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { consultations, payments, users } from '../../db/schema/index.ts';
import { fromPaise, toPaise } from '../../db/money.ts';
import { conflict, notFound } from '../../errors.ts';
import { endSessionsOf } from '../auth/session-store.ts';
import { isUuid } from '../consultations/consultation-store.ts';
import { accountSum } from '../payments/ledger.ts';
import { professionalApplicationOf } from '../users/user-presenter.ts';
import { recordAdminAction } from './audit-trail.ts';

const NAME_NOT_PROVIDED = 'Name not provided';
const USER_NOT_FOUND = 'User not found';

/** `%text%` for ILIKE with the pattern characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function filterOf(query: AdminUserQuery): SQL | undefined {
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
 * GET /api/admin/users: newest first. The page's rows and their consultation counts and amounts
 * spent come from one query (correlated sums over the indexed consultations and payments of each
 * row), the total from a second.
 */
export async function listUsers(ctx: AppContext, query: AdminUserQuery): Promise<Page<AdminUser>> {
  const where = filterOf(query);
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
  const rows = await ctx.db
    .select({ user: users, totalConsultations, amountSpent })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [counted] = await ctx.db.select({ total: count() }).from(users).where(where);
  const items = rows.map(({ user, totalConsultations: total, amountSpent: spent }) => ({
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
    totalAmountSpent: fromPaise(toPaise(spent)),
    createdAt: user.createdAt.toISOString(),
  }));
  return pageOf(items, query, counted?.total ?? 0);
}

/**
 * PUT /api/admin/users/{id}/suspend and /unsuspend. Suspending ends every session of the person in
 * the same transaction and, after commit, closes their live sockets. An admin cannot suspend
 * themselves, nor another admin (admins are managed by the create-admin tool, not from the
 * console). Each change writes its audit row.
 */
export async function setSuspended(
  ctx: AppContext,
  adminId: string,
  userId: string,
  suspend: boolean,
): Promise<SuspensionResult> {
  if (!isUuid(userId)) throw notFound(USER_NOT_FOUND);
  if (suspend && userId === adminId) throw conflict('You cannot suspend your own account.');
  const after = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw notFound(USER_NOT_FOUND);
    if (suspend && before.role === 'admin') {
      throw conflict('An admin account cannot be suspended.');
    }
    if (before.isSuspended === suspend) {
      throw conflict(
        suspend ? 'This account is already suspended.' : 'This account is not suspended.',
      );
    }
    const [row] = await tx
      .update(users)
      .set({ isSuspended: suspend, suspendedAt: suspend ? new Date() : null })
      .where(eq(users.id, userId))
      .returning();
    if (suspend) await endSessionsOf(tx, userId);
    await recordAdminAction(tx, {
      actorId: adminId,
      action: suspend ? 'user.suspended' : 'user.unsuspended',
      targetType: 'user',
      targetId: userId,
      metadata: { email: before.email, role: before.role },
    });
    return row!;
  });
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
    revenue: fromPaise(revenue),
  };
}
