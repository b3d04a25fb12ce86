import type { ConsultationUpdateType, Language, LiveConsultation } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Consultation } from '../../db/schema/index.ts';
import { consultationUpdateToast } from './notices.ts';
import { pushLanguagesOf } from './notify.ts';

/** The consultation as a push carries it (liveConsultationSchema): enough for a toast and a refresh. */
export function presentLiveConsultation(row: Consultation): LiveConsultation {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    category: row.category,
    userId: row.userId,
    assignedTo: row.assignedTo,
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** The two people of a case: its owner and, once assigned, its professional. */
export function participantsOf(row: Pick<Consultation, 'userId' | 'assignedTo'>): string[] {
  return row.assignedTo ? [row.userId, row.assignedTo] : [row.userId];
}

/**
 * After commit: a consultation_update to each participant's own sockets (their dashboards and
 * their open dialog alike: a socket gets it once, whether or not it joined the room). Pass `to`
 * when someone else must hear it too, e.g. the professional a cancellation took the case from.
 */
export async function pushConsultationUpdate(
  ctx: AppContext,
  row: Consultation,
  updateType: ConsultationUpdateType,
  to: readonly string[] = participantsOf(row),
): Promise<void> {
  const consultation = presentLiveConsultation(row);
  const people = [...new Set(to)];
  // Only updates with a toast need to know each person's language.
  const languages = consultationUpdateToast(row, updateType)
    ? await pushLanguagesOf(ctx, people)
    : new Map<string, Language>();
  await Promise.all(
    people.map((userId) => {
      const toast = consultationUpdateToast(row, updateType, languages.get(userId));
      const data = { consultation, updateType, ...(toast ? { toast } : {}) };
      return ctx.live.toUser(userId, { type: 'consultation_update', data });
    }),
  );
}
