import type { Category } from '@salahkar/domain';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { consultations } from '../../db/schema/index.ts';
import { forbidden } from '../../errors.ts';
import { canReadChat } from '../../policies/consultation-policy.ts';
import { assertCanReadChat } from '../chat/chat-rules.ts';
import { loadConsultation } from '../consultations/consultation-store.ts';
import type { LiveConnection } from './live-connection.ts';
import type { LiveRegistry } from './live-registry.ts';

/**
 * Who may listen where. A consultation's room carries its chat, so it admits the people who may
 * read that chat: the owner, the assigned professional and admins (404 to a
 * stranger, 403 to a professional who may only see the open request).
 */
export async function joinRoom(
  ctx: AppContext,
  registry: LiveRegistry,
  connection: LiveConnection,
  consultationId: string,
): Promise<void> {
  const consultation = await loadConsultation(ctx.db, consultationId);
  assertCanReadChat(connection.account, consultation);
  registry.join(connection, consultationId);
}

/** Approved professionals with a field hear about new requests in it. */
export function joinCategoryAudience(registry: LiveRegistry, connection: LiveConnection): Category {
  const category = professionalCategoryOf(connection);
  if (!category) {
    throw forbidden('NOT_PROFESSIONAL_ROOM');
  }
  registry.joinCategory(connection, category);
  return category;
}

function professionalCategoryOf(connection: LiveConnection): Category | null {
  const { role, isApproved, specialization } = connection.account;
  return role === 'professional' && isApproved ? specialization : null;
}

/**
 * Drops sockets from rooms they may no longer be in (a case handed to another professional, an
 * account whose role changed): run with the periodic check, one query for every room held here.
 */
export async function pruneRooms(ctx: AppContext, registry: LiveRegistry): Promise<void> {
  const ids = registry.roomIds();
  for (let start = 0; start < ids.length; start += ROOM_BATCH) {
    const batch = ids.slice(start, start + ROOM_BATCH);
    const rows = await ctx.db
      .select({
        id: consultations.id,
        userId: consultations.userId,
        assignedTo: consultations.assignedTo,
        category: consultations.category,
        status: consultations.status,
      })
      .from(consultations)
      .where(inArray(consultations.id, batch));
    const byId = new Map(rows.map((row) => [row.id, { ...row, files: [] }]));
    for (const id of batch) {
      const consultation = byId.get(id);
      for (const connection of registry.membersOf(id)) {
        if (!consultation || !canReadChat(connection.account, consultation)) {
          registry.leave(connection, id);
        }
      }
    }
  }
}

const ROOM_BATCH = 500;
