import type { ConsultationStatus } from '@salahkar/domain';
import type { Consultation, User } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';
import {
  callAs,
  createConsultation,
  createPerson,
  createProfessional,
  jsonOf,
  type Person,
} from './marketplace.ts';
import type { Person as Acting } from '../policies/person.ts';

// A case between a user and their professional, written straight to the database in any status,
// and the chat calls as the web app makes them.

export interface ChatCase {
  owner: Person;
  professional: Person;
  consultation: Consultation;
}

/** A user's request assigned to an approved CA (once paid for), in `status` (assigned unless told). */
export async function createChatCase(
  t: TestApp,
  status: ConsultationStatus = 'assigned',
  overrides: Partial<Consultation> = {},
): Promise<ChatCase> {
  const owner = await createPerson(t);
  const professional = await createProfessional(t);
  const consultation = await createConsultation(t, owner.user, {
    status,
    // Before payment the professional is one of the category's, not the case's.
    assignedTo: ['open', 'pending_offers'].includes(status) ? null : professional.user.id,
    finalAmount: '500.00',
    closedAt: ['closed', 'under_admin_review', 'completed'].includes(status) ? new Date() : null,
    ...overrides,
  });
  return { owner, professional, consultation };
}

export function postMessage(t: TestApp, person: Person | null, id: string, message: unknown) {
  return jsonOf(
    callAs(t, person, `/api/consultations/${id}/messages`, {
      method: 'POST',
      json: { message },
    }),
  );
}

export function listMessages(t: TestApp, person: Person | null, id: string, query = '') {
  return jsonOf(callAs(t, person, `/api/consultations/${id}/messages${query}`));
}

/** POST /api/consultations/:id/messages/upload with one `file` and an optional `message`. */
export function uploadFile(
  t: TestApp,
  person: Person | null,
  id: string,
  file: { name: string; bytes: Buffer; type?: string },
  message?: string,
) {
  const form = new FormData();
  if (message !== undefined) form.append('message', message);
  form.append(
    'file',
    new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
    file.name,
  );
  return jsonOf(
    callAs(t, person, `/api/consultations/${id}/messages/upload`, { method: 'POST', body: form }),
  );
}

export function postAction(t: TestApp, person: Person | null, id: string, action: string) {
  return jsonOf(callAs(t, person, `/api/consultations/${id}/${action}`, { method: 'POST' }));
}

/** The policy's view of a test person, for calling a service with a chosen `now`. */
export function viewerOf(user: User): Acting {
  return {
    id: user.id,
    role: user.role,
    isApproved: user.isApproved,
    specialization: user.specialization,
  };
}
