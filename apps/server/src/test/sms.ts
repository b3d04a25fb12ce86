import { readMailboxSms, smsMailboxDirOf, type MailboxSms } from '../adapters/sms/index.ts';
import type { TestApp } from './app.ts';

/** The dev mailbox's SMS to one number, newest first, once the delivery under way has finished. */
export async function smsTo(t: TestApp, phone: string): Promise<MailboxSms[]> {
  await t.ctx.reachDelivery.settle();
  return (await readMailboxSms(smsMailboxDirOf(t.config), 1000)).filter((sms) => sms.to === phone);
}

/** The code in the newest SMS to a number. */
export async function smsCodeFor(t: TestApp, phone: string): Promise<string> {
  const [newest] = await smsTo(t, phone);
  const code = newest && /\b(\d{6})\b/.exec(newest.text)?.[1];
  if (!code) throw new Error(`no SMS code to ${phone}`);
  return code;
}
