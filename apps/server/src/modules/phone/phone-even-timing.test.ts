import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/accounts.ts';
import { buildTimedApp, expectEvenTiming, type TimedApp } from '../../test/even-timing.ts';
import { smsTo } from '../../test/sms.ts';

// Sign-in by SMS code stores a code for any number and queues its SMS only for a verified
// account's number, after the answer (issue 30): the answer takes as long either way, within
// 1 ms over 30 pairs of tries (test/even-timing.ts).

let app: TimedApp;
beforeAll(async () => {
  app = await buildTimedApp({ PHONE_CODE_MAX_PER_IP: '100000', RATE_LIMIT_MAX: '100000' });
});
afterAll(() => app.t.close());

let lastNumber = 0;
/** A number nobody has used in this file: each is asked for once, so no cooldown applies. */
const newNumber = () => `+9198${String(10000000 + ++lastNumber * 7919).padStart(8, '0')}`;

async function sendCode(phone: string): Promise<void> {
  const { t } = app;
  const response = await t.request('/api/auth/phone/send-code', {
    method: 'POST',
    json: { phone },
  });
  await response.arrayBuffer();
  expect(response.status, phone).toBe(200);
  // The SMS of this try leaves before the next try starts.
  await t.ctx.reachDelivery.settle();
}

describe('a sign-in code by SMS', () => {
  it('takes as long for a number with an account as for one without', async () => {
    await expectEvenTiming(
      app,
      async (count) => {
        const registered: string[] = [];
        for (let i = 0; i < count; i++) {
          const phone = newNumber();
          await createAccount(app.t, { phone, phoneVerifiedAt: new Date() });
          registered.push(phone);
        }
        return registered;
      },
      (kind, i, registered) => sendCode(kind === 'known' ? registered[i]! : newNumber()),
    );
  }, 300_000);

  it('sends the SMS only to the number with an account', async () => {
    // The two paths the timing compares: one queues an SMS, the other not.
    const registered = newNumber();
    await createAccount(app.t, { phone: registered, phoneVerifiedAt: new Date() });
    const stranger = newNumber();
    await sendCode(registered);
    await sendCode(stranger);
    expect(await smsTo(app.t, registered)).toHaveLength(1);
    expect(await smsTo(app.t, stranger)).toHaveLength(0);
  });
});
