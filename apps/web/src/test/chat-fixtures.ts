import type { ChatMessageView } from '@salahkar/domain/schemas/chat';
import type { NotificationView } from '@salahkar/domain/schemas/notifications';
import { buildConsultation, NO_ABILITIES } from './marketplace-fixtures.ts';
import { SIGNED_IN_USER } from './render-app.tsx';

// Answers of the chat and notification endpoints, shaped by the shared schemas, for component tests.

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const PROFESSIONAL_ID = uuid(600);

/** A case of the signed-in user (SIGNED_IN_USER owns it), assigned to PROFESSIONAL_ID. */
export function buildChatCase(overrides: Parameters<typeof buildConsultation>[0] = {}) {
  return buildConsultation({
    id: uuid(700),
    title: 'Lock-in clause in my rent agreement',
    category: 'Lawyer',
    subcategory: 'Contract Review',
    status: 'in_progress',
    userId: SIGNED_IN_USER.id,
    assignedTo: PROFESSIONAL_ID,
    finalAmount: '1200.00',
    paymentStatus: 'paid',
    abilities: { ...NO_ABILITIES, chat: true },
    ...overrides,
  });
}

let nextMessage = 800;

export function buildMessage(overrides: Partial<ChatMessageView> = {}): ChatMessageView {
  nextMessage += 1;
  return {
    id: uuid(nextMessage),
    consultationId: uuid(700),
    senderId: PROFESSIONAL_ID,
    senderName: 'Vikram Rathore',
    senderRole: 'professional',
    message: 'Hello! I have read your agreement.',
    fileUrl: null,
    fileName: null,
    fileSize: null,
    mimeType: null,
    videoCall: null,
    // 3:05 pm IST on 2 March 2026.
    createdAt: '2026-03-02T09:35:00.000Z',
    ...overrides,
  };
}

let nextNotification = 900;

export function buildNotification(overrides: Partial<NotificationView> = {}): NotificationView {
  nextNotification += 1;
  return {
    id: uuid(nextNotification),
    type: 'new_offer',
    title: 'New counter offer',
    body: 'Vikram Rathore offered ₹1,200 for "Lock-in clause in my rent agreement".',
    link: `/consultation/${uuid(700)}`,
    consultationId: uuid(700),
    readAt: null,
    createdAt: '2026-03-02T09:35:00.000Z',
    ...overrides,
  };
}
