import { errorMessage } from '@salahkar/domain';
import { INVALID_PHONE_MESSAGE } from '@salahkar/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phoneCodes, reachOutbox, users } from '../../db/schema/index.ts';
import { createAccount, signIn } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { smsCodeFor, smsTo } from '../../test/sms.ts';
import { enqueueReach } from '../reach/reach-outbox.ts';

const ALREADY_YOURS = errorMessage('PHONE_ALREADY_YOURS');
const TAKEN = errorMessage('PHONE_TAKEN');

// A mobile number on the profile: a code sent to it by SMS (through the reach outbox, to the dev
// mailbox here), confirmed, then the account's verified number, one account per number.

let lastOctet = 0;
const newIp = () => `198.51.100.${++lastOctet}`;
let lastNumber = 0;
/** A fresh Indian mobile number per call: "98765 4xxxx" as people type it, and its E.164. */
function newNumber() {
  const local = `9876${String(500000 + ++lastNumber).padStart(6, '0')}`;
  return { typed: `${local.slice(0, 5)} ${local.slice(5)}`, e164: `+91${local}` };
}

describe('a verified mobile number on the profile', () => {
  const t = useTestApp({ TRUST_PROXY: 'true' });

  async function person() {
    const { user, password } = await createAccount(t);
    return { user, cookie: await signIn(t, user.email, password) };
  }
  const call = async (
    cookie: string | null,
    path: string,
    method: string,
    json?: unknown,
    ip = newIp(),
  ) => {
    const response = await t.request(path, {
      method,
      json,
      headers: { ...(cookie ? { cookie } : {}), 'x-forwarded-for': ip },
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  const codesOf = (phone: string) =>
    t.database.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
  const rowsTo = (phone: string) =>
    t.database.db.select().from(reachOutbox).where(eq(reachOutbox.phone, phone));

  it('adds a number: a code by SMS, then the number is verified and shown', async () => {
    const me = await person();
    const number = newNumber();
    expect(await call(me.cookie, '/api/profile/phone', 'GET')).toEqual({
      status: 200,
      body: { phone: null, verifiedAt: null },
    });

    const sent = await call(me.cookie, '/api/profile/phone', 'POST', { phone: number.typed });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ success: true, expiresInSeconds: 600 });
    // The SMS was queued with the code, as the outbox row the delivery pass sends.
    const [queued] = await rowsTo(number.e164);
    expect(queued).toMatchObject({ channel: 'sms', kind: 'phone_code', userId: me.user.id });
    expect(queued!.expiresAt).not.toBeNull();

    const [sms] = await smsTo(t, number.e164);
    expect(sms).toMatchObject({ channel: 'sms', to: number.e164 });
    expect(sms!.text).toMatch(/^Salahkar: \d{6} is your code to verify this mobile number\./);
    const code = await smsCodeFor(t, number.e164);
    // Stored hashed only; the sent row's payload (which held the code) is cleared.
    const [stored] = await codesOf(number.e164);
    expect(stored!.codeHash).not.toContain(code);
    expect((await rowsTo(number.e164))[0]).toMatchObject({ status: 'sent', payload: null });

    const verified = await call(me.cookie, '/api/profile/phone/verify', 'POST', {
      phone: `+91-${number.e164.slice(3)}`,
      code,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.phone).toBe(number.e164);
    expect(Date.parse(verified.body.verifiedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await call(me.cookie, '/api/profile/phone', 'GET')).toEqual(verified);

    // The code is spent, and the number needs no second code.
    const again = await call(me.cookie, '/api/profile/phone/verify', 'POST', {
      phone: number.e164,
      code,
    });
    expect(again.body.message).toBe('Invalid or expired code');
    expect(await call(me.cookie, '/api/profile/phone', 'POST', { phone: number.e164 })).toEqual({
      status: 409,
      body: { code: 'PHONE_ALREADY_YOURS', message: ALREADY_YOURS, field: 'phone' },
    });
  });

  it('changes the number only once the new one is verified, and removes it', async () => {
    const me = await person();
    const first = newNumber();
    const second = newNumber();
    await call(me.cookie, '/api/profile/phone', 'POST', { phone: first.e164 });
    await call(me.cookie, '/api/profile/phone/verify', 'POST', {
      phone: first.e164,
      code: await smsCodeFor(t, first.e164),
    });
    await call(me.cookie, '/api/profile/phone', 'POST', { phone: second.e164 });
    expect((await call(me.cookie, '/api/profile/phone', 'GET')).body.phone).toBe(first.e164);
    const changed = await call(me.cookie, '/api/profile/phone/verify', 'POST', {
      phone: second.e164,
      code: await smsCodeFor(t, second.e164),
    });
    expect(changed.body.phone).toBe(second.e164);

    expect(await call(me.cookie, '/api/profile/phone', 'DELETE')).toEqual({
      status: 200,
      body: { phone: null, verifiedAt: null },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({ phone: null, phoneVerifiedAt: null });
  });

  it('drops WhatsApp notices still waiting for a number that left the profile', async () => {
    const me = await person();
    const first = newNumber();
    const second = newNumber();
    const verify = async (phone: string) => {
      await call(me.cookie, '/api/profile/phone', 'POST', { phone });
      await call(me.cookie, '/api/profile/phone/verify', 'POST', {
        phone,
        code: await smsCodeFor(t, phone),
      });
    };
    const noticeTo = (phone: string) =>
      t.database.db.transaction((tx) =>
        enqueueReach(tx, [
          {
            channel: 'whatsapp',
            kind: 'offer_received',
            userId: me.user.id,
            phone,
            payload: { template: 'offer_received', language: 'en', params: ['A'] },
          },
        ]),
      );
    const whatsappTo = async (phone: string) =>
      (await rowsTo(phone)).find((row) => row.channel === 'whatsapp')!;

    await verify(first.e164);
    await noticeTo(first.e164);
    await verify(second.e164);
    expect(await whatsappTo(first.e164)).toMatchObject({ status: 'superseded', payload: null });

    await noticeTo(second.e164);
    expect((await whatsappTo(second.e164)).status).toBe('pending');
    await call(me.cookie, '/api/profile/phone', 'DELETE');
    expect((await whatsappTo(second.e164)).status).toBe('superseded');
  });

  it('refuses a number verified on another account with 409, and leaves everything as it was', async () => {
    const owner = await person();
    const other = await person();
    const number = newNumber();
    await call(owner.cookie, '/api/profile/phone', 'POST', { phone: number.e164 });
    await call(owner.cookie, '/api/profile/phone/verify', 'POST', {
      phone: number.e164,
      code: await smsCodeFor(t, number.e164),
    });

    // Asking for a code says nothing about whose number it is.
    const sent = await call(other.cookie, '/api/profile/phone', 'POST', { phone: number.e164 });
    expect(sent.status).toBe(200);
    const code = await smsCodeFor(t, number.e164);
    const refused = await call(other.cookie, '/api/profile/phone/verify', 'POST', {
      phone: number.e164,
      code,
    });
    expect(refused).toEqual({
      status: 409,
      body: { code: 'PHONE_TAKEN', message: TAKEN, field: 'phone' },
    });
    const [otherRow] = await t.database.db.select().from(users).where(eq(users.id, other.user.id));
    expect(otherRow).toMatchObject({ phone: null, phoneVerifiedAt: null });

    // Once the owner lets the number go, the same code works.
    await call(owner.cookie, '/api/profile/phone', 'DELETE');
    const verified = await call(other.cookie, '/api/profile/phone/verify', 'POST', {
      phone: number.e164,
      code,
    });
    expect(verified.body.phone).toBe(number.e164);
  });

  it('refuses what is not a mobile number with a readable 400, writing nothing', async () => {
    const me = await person();
    for (const phone of [
      '011 2345 6789',
      '+91 80 2345 6789',
      '1800 123 4567',
      '12345',
      'call me',
      '',
      9876543210,
    ]) {
      const answer = await call(me.cookie, '/api/profile/phone', 'POST', { phone });
      expect(answer, String(phone)).toEqual({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: INVALID_PHONE_MESSAGE, field: 'phone' },
      });
    }
    const [codes, rows] = await Promise.all([
      t.database.db.select().from(phoneCodes).where(eq(phoneCodes.userId, me.user.id)),
      t.database.db.select().from(reachOutbox).where(eq(reachOutbox.userId, me.user.id)),
    ]);
    expect(codes).toEqual([]);
    expect(rows).toEqual([]);

    const badCode = await call(me.cookie, '/api/profile/phone/verify', 'POST', {
      phone: newNumber().e164,
      code: '12ab56',
    });
    expect(badCode).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Enter the 6-digit code from the SMS.',
        field: 'code',
      },
    });
  });

  it('counts wrong codes, spends the code after five, and refuses an expired one', async () => {
    const me = await person();
    const number = newNumber();
    await call(me.cookie, '/api/profile/phone', 'POST', { phone: number.e164 });
    const code = await smsCodeFor(t, number.e164);
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (value: string) =>
      call(me.cookie, '/api/profile/phone/verify', 'POST', { phone: number.e164, code: value });

    for (let i = 1; i <= 4; i++) {
      expect(await verify(wrong)).toEqual({
        status: 400,
        body: { code: 'PHONE_CODE_INVALID', message: 'Invalid or expired code', field: 'code' },
      });
    }
    const fifth = await verify(wrong);
    expect(fifth.body.message).toBe('Too many incorrect attempts. Please request a new code.');
    expect((await verify(code)).body.message).toBe(
      'Too many incorrect attempts. Please request a new code.',
    );

    const later = newNumber();
    await call(me.cookie, '/api/profile/phone', 'POST', { phone: later.e164 });
    const laterCode = await smsCodeFor(t, later.e164);
    await t.database.db
      .update(phoneCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneCodes.phone, later.e164));
    const expired = await call(me.cookie, '/api/profile/phone/verify', 'POST', {
      phone: later.e164,
      code: laterCode,
    });
    expect(expired.body.message).toBe('This code has expired. Please request a new one.');
    expect((await call(me.cookie, '/api/profile/phone', 'GET')).body.phone).toBeNull();
  });

  it("does not take another person's code for the same number", async () => {
    const first = await person();
    const second = await person();
    const number = newNumber();
    await call(first.cookie, '/api/profile/phone', 'POST', { phone: number.e164 });
    const firstCode = await smsCodeFor(t, number.e164);
    const answer = await call(second.cookie, '/api/profile/phone/verify', 'POST', {
      phone: number.e164,
      code: firstCode,
    });
    expect(answer.body.message).toBe('Invalid or expired code');
  });

  it('holds a cooldown between codes and refuses the anonymous', async () => {
    const me = await person();
    const number = newNumber();
    expect(
      (await call(me.cookie, '/api/profile/phone', 'POST', { phone: number.e164 })).status,
    ).toBe(200);
    const soon = await call(me.cookie, '/api/profile/phone', 'POST', { phone: number.e164 });
    expect(soon.status).toBe(429);
    expect(soon.body.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);

    for (const [method, path] of [
      ['GET', '/api/profile/phone'],
      ['POST', '/api/profile/phone'],
      ['POST', '/api/profile/phone/verify'],
      ['DELETE', '/api/profile/phone'],
    ] as const) {
      const body = method === 'POST' ? { phone: number.e164, code: '123456' } : undefined;
      expect((await call(null, path, method, body)).status, `${method} ${path}`).toBe(401);
    }
  });
});
