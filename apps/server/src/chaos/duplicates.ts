import type { ChaosEnvironment } from './environment.ts';
import { check, type Check } from './report.ts';

const DRILL = 'duplicates';

/**
 * After every drill, whatever broke meanwhile: no mail reached a mail server twice. Each outbox
 * row carries one Message-ID, the same on every try, so a second copy is a send repeated after
 * the server had taken it (the chat drills check their own messages, stored once each).
 */
export function duplicateMailCheck(env: ChaosEnvironment): Check[] {
  const mails = [...env.smtp.received, ...(env.slowSmtp?.received ?? [])];
  const seen = new Map<string, number>();
  let withoutId = 0;
  for (const mail of mails) {
    const id = /^Message-ID:\s*(.*)$/im.exec(mail.raw)?.[1]?.trim();
    if (!id) withoutId += 1;
    else seen.set(id, (seen.get(id) ?? 0) + 1);
  }
  const repeated = [...seen.values()].filter((count) => count > 1).length;
  return [
    check(
      DRILL,
      'no mail delivered twice (by Message-ID)',
      repeated === 0 && withoutId === 0,
      `${mails.length} mails, ${seen.size} Message-IDs, ${repeated} repeated, ${withoutId} without one`,
    ),
  ];
}
