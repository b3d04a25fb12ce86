import { displayNameOf, exportFileName, formatIstDateTime } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { loadAdminConsultation } from './admin-consultation-list.ts';
import { messagesOf } from './admin-consultation-view.ts';

// A consultation's chat as a plain-text download for admins.

/** 'salahkar-chat-{id}-{YYYY-MM-DD}.txt', the date being today in India (one export style). */
export function chatFileName(id: string, now: Date): string {
  return exportFileName(`chat-${id}`, 'txt', now);
}

/**
 * GET /api/admin/consultations/{id}/download-chat: a header, then one line per message,
 * '[22 Nov 2026, 3:05 pm IST] Asha Rao: text', an attachment named after it. An empty chat still
 * gives the header and says so.
 */
export async function chatTranscript(
  ctx: AppContext,
  id: string,
  now: Date = new Date(),
): Promise<{ fileName: string; text: string }> {
  const consultation = await loadAdminConsultation(ctx.db, id);
  const messages = await messagesOf(ctx.db, id);
  const lines = [
    `Chat history: ${consultation.title}`,
    `Consultation: ${consultation.id}`,
    `Category: ${consultation.category} / ${consultation.subcategory}`,
    `Status: ${consultation.status}`,
    `User: ${consultation.userName} <${consultation.userEmail}>`,
    `Professional: ${
      consultation.professional
        ? `${displayNameOf(consultation.professional)} <${consultation.professional.email}>`
        : 'Not assigned'
    }`,
    `Downloaded: ${formatIstDateTime(now)}`,
    '',
  ];
  if (messages.length === 0) lines.push('No messages yet.');
  for (const message of messages) {
    const parts = [message.message.replace(/\r?\n/g, '\n    ')].filter((part) => part !== '');
    if (message.fileName) parts.push(`[file: ${message.fileName}]`);
    lines.push(
      `[${formatIstDateTime(message.createdAt)}] ${message.senderName}: ${parts.join(' ')}`,
    );
  }
  return { fileName: chatFileName(id, now), text: `${lines.join('\n')}\n` };
}
