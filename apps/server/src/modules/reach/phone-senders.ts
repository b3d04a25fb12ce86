import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { createSmsSender, ProviderRefused, type SmsSender } from '../../adapters/sms/index.ts';
import { createWhatsAppSender, type WhatsAppSender } from '../../adapters/whatsapp/index.ts';
import type { Config } from '../../config.ts';
import type { QueuedReach } from '../../db/schema/index.ts';
import { ReachGone, type ReachSender, type ReachSenders } from './reach-outbox.ts';

// The reach outbox's SMS and WhatsApp channels (decision 190): each row's payload handed to the
// adapter, and a provider's final refusal (or a payload no provider could send) turned into
// ReachGone, so the delivery pass stops trying it; anything else is tried again with backoff.

const smsPayload = z.object({
  text: z.string().min(1),
  templateId: z.string().min(1).optional(),
  params: z.record(z.string(), z.string()).default({}),
});

const whatsappPayload = z.object({
  template: z.string().min(1),
  language: z.enum(['en', 'hi']),
  params: z.array(z.string()),
});

export function smsReachSender(sms: SmsSender): ReachSender {
  return async (row) => {
    const { phone, payload } = readRow(row, smsPayload);
    await finalRefusalIsGone(() => sms.send({ to: phone, ...payload }));
  };
}

export function whatsappReachSender(whatsapp: WhatsAppSender): ReachSender {
  return async (row) => {
    const { phone, payload } = readRow(row, whatsappPayload);
    await finalRefusalIsGone(() => whatsapp.send({ to: phone, ...payload }));
  };
}

function readRow<T>(row: QueuedReach, schema: z.ZodType<T>): { phone: string; payload: T } {
  const parsed = schema.safeParse(row.payload);
  if (!row.phone || !parsed.success) {
    throw new ReachGone(`the ${row.channel} row ${row.id} has no number or an unreadable payload`);
  }
  return { phone: row.phone, payload: parsed.data };
}

async function finalRefusalIsGone(send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    if (error instanceof ProviderRefused) throw new ReachGone(error.message, { cause: error });
    throw error;
  }
}

/** The SMS sender (a provider or the dev mailbox) and, when configured, the WhatsApp one. */
export function phoneReachSenders(config: Config, log: FastifyBaseLogger): ReachSenders {
  const whatsapp = createWhatsAppSender(config);
  return {
    sms: smsReachSender(createSmsSender(config, log)),
    ...(whatsapp ? { whatsapp: whatsappReachSender(whatsapp) } : {}),
  };
}
