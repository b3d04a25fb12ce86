import { asc, eq } from 'drizzle-orm';
import { displayNameOf, type AdminConsultationDetail } from '@salahkar/domain';
import type { Queryable } from '../../db/client.ts';
import { chatMessages, payments, users } from '../../db/schema/index.ts';
import { uploadPathOf } from '../files/stored-files.ts';
import { iso, loadAdminConsultation } from './admin-consultation-list.ts';
import { refundableAmountOf } from './refundable-payment.ts';

// One consultation as admins view it: the case and its people, its whole chat, its payments.

const FORMER_MEMBER = 'Former member';

/** The whole chat, oldest first; a deleted sender is a 'Former member'. */
export async function messagesOf(db: Queryable, consultationId: string) {
  const rows = await db
    .select({
      message: chatMessages,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(eq(chatMessages.consultationId, consultationId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  return rows.map(({ message, firstName, lastName }) => ({
    id: message.id,
    userId: message.senderId,
    senderName:
      firstName === null ? FORMER_MEMBER : displayNameOf({ firstName, lastName: lastName ?? '' }),
    message: message.message,
    timestamp: message.createdAt.toISOString(),
    createdAt: message.createdAt,
    fileName: message.attachment?.originalName ?? null,
    fileUrl: message.attachment ? uploadPathOf(message.attachment.name) : null,
    fileSize: message.attachment?.size ?? null,
  }));
}

/** GET /api/admin/consultations/{id}/view: the case, its people, its whole chat and payments. */
export async function viewAdminConsultation(
  db: Queryable,
  id: string,
): Promise<AdminConsultationDetail> {
  const consultation = await loadAdminConsultation(db, id);
  const messages = await messagesOf(db, id);
  const paymentRows = await db
    .select()
    .from(payments)
    .where(eq(payments.consultationId, id))
    .orderBy(asc(payments.createdAt));
  return {
    ...consultation,
    messages: messages.map(({ createdAt: _createdAt, ...message }) => message),
    payments: paymentRows.map((row) => ({
      id: row.id,
      amount: row.amount,
      platformShare: row.platformShare,
      professionalShare: row.professionalShare,
      refundedAmount: row.refundedAmount,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      paidAt: iso(row.paidAt),
    })),
    refundableAmount: refundableAmountOf(paymentRows),
  };
}
