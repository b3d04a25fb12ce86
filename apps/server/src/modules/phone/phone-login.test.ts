import { INVALID_PHONE_MESSAGE } from '@salahkar/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phoneCodes, reachOutbox, users } from '../../db/schema/index.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { createAccount } from '../../test/accounts.ts';
import { useTestApp, type TestApp } from '../../test/app.ts';
import { smsCodeFor, smsTo } from '../../test/sms.ts';

// Signing in with a verified mobile number and an SMS code: the same session, lockouts and answer
// as the email sign-in, and nothing that tells a number with an account from one without.

let lastOctet = 0;
const newIp = () => `192.0.2.${++lastOctet}`;
let lastNumber = 0;
const newNumber = () => `+9170${String(10000000 + ++lastNumber * 7919).padStart(8, '0')}`;

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

async function post(t: TestApp, path: string, json: unknown, ip = newIp(), cookie?: string) {
  const response = await t.request(path, {
    method: 'POST',
    json,
    headers: {
      'x-forwarded-for': ip,
      'user-agent': ANDROID_CHROME,
      ...(cookie ? { cookie } : {}),
    },
  });
  return {
    status: response.status,
    body: await response.json(),
    cookie: response.headers
      .getSetCookie()
      .find((header) => header.startsWith(`${SESSION_COOKIE}=`))
      ?.split(';')[0],
  };
}

/** An account whose verified number is `phone`. */
async function accountWithPhone(t: TestApp, phone: string, fields = {}) {
  const { user } = await createAccount(t, { phone, phoneVerifiedAt: new Date(), ...fields });
  return user;
}

/** Makes the number's codes old enough for a new one (the 60-second cooldown). */
/** A minute on, as a person asking again would be: the code's SMS has left, the cooldown is over. */
async function pastCooldown(t: TestApp, phone: string) {
  await t.ctx.reachDelivery.settle();
  await t.database.db
    .update(phoneCodes)
    .set({ createdAt: new Date(Date.now() - 61_000) })
    .where(eq(phoneCodes.phone, phone));
}

describe('signing in with a mobile number', () => {
  const t = useTestApp({ TRUST_PROXY: 'true' });
  const sendCode = (phone: unknown, ip?: string) =>
    post(t, '/api/auth/phone/send-code', { phone }, ip);
  const logIn = (phone: string, code: string, ip?: string, cookie?: string) =>
    post(t, '/api/auth/phone/login', { phone, code }, ip, cookie);

  it('signs in with the code from the SMS, answering like the email sign-in', async () => {
    const phone = newNumber();
    const user = await accountWithPhone(t, phone);
    const sent = await sendCode(`0${phone.slice(3, 8)} ${phone.slice(8)}`);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      success: true,
      message:
        'If this number is verified on a Salahkar account, we have sent it a 6-digit code by SMS.',
      expiresInSeconds: 600,
    });
    const [sms] = await smsTo(t, phone);
    expect(sms!.text).toMatch(/^Salahkar: \d{6} is your code to sign in\./);

    const signedIn = await logIn(phone, await smsCodeFor(t, phone));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      success: true,
      message: 'Logged in successfully',
      user: { id: user.id, email: user.email },
    });
    const me = await t.request('/api/auth/user', { headers: { cookie: signedIn.cookie! } });
    expect((await me.json()).id).toBe(user.id);
    // The sessions list names the device, as for an email sign-in.
    const devices = await t.request('/api/auth/sessions', {
      headers: { cookie: signedIn.cookie! },
    });
    expect((await devices.json()).sessions).toEqual([
      expect.objectContaining({ browser: 'Chrome', system: 'Android', current: true }),
    ]);

    // The code is spent.
    const again = await logIn(phone, await smsCodeFor(t, phone));
    expect(again.body).toEqual({
      code: 'PHONE_CODE_INVALID',
      message: 'Invalid or expired code',
      field: 'code',
    });
  });

  it('sends the SMS in the language of the page', async () => {
    const phone = newNumber();
    await accountWithPhone(t, phone);
    await t.request('/api/auth/phone/send-code', {
      method: 'POST',
      json: { phone },
      headers: { 'x-forwarded-for': newIp(), cookie: 'salahkar.lang=hi' },
    });
    const [sms] = await smsTo(t, phone);
    expect(sms!.text).toMatch(/^Salahkar: साइन इन करने का आपका कोड \d{6} है।/);
  });

  it('answers a number without an account exactly as one with an account, and sends it nothing', async () => {
    const known = newNumber();
    const unknown = newNumber();
    await accountWithPhone(t, known);

    const [toKnown, toUnknown] = [await sendCode(known), await sendCode(unknown)];
    expect(toUnknown.status).toBe(toKnown.status);
    expect(toUnknown.body).toEqual(toKnown.body);
    // The same stored traces: one live code each; only the SMS differs.
    expect(
      await t.database.db.select().from(phoneCodes).where(eq(phoneCodes.phone, unknown)),
    ).toHaveLength(1);
    expect(await smsTo(t, unknown)).toEqual([]);
    const [unsent] = await t.database.db
      .select()
      .from(reachOutbox)
      .where(eq(reachOutbox.phone, unknown));
    expect(unsent).toMatchObject({ channel: 'sms', status: 'superseded', payload: null });

    // A wrong code, then the cooldown, then an expired code: the same answers for both.
    for (const phone of [known, unknown]) {
      expect((await logIn(phone, '000000')).body).toEqual({
        code: 'PHONE_CODE_INVALID',
        message: 'Invalid or expired code',
        field: 'code',
      });
      const soon = await sendCode(phone);
      expect(soon.status).toBe(429);
      expect(soon.body.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
      await t.database.db
        .update(phoneCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(phoneCodes.phone, phone));
      expect((await logIn(phone, '123456')).body.message).toBe(
        'This code has expired. Please request a new one.',
      );
    }
  });

  it('refuses what is not a mobile number with a readable 400, writing nothing', async () => {
    for (const phone of [
      '022 2345 6789',
      '+91 11 2345 6789',
      '+9112',
      'abc',
      '+91 98765 432101',
      null,
    ]) {
      const answer = await sendCode(phone);
      expect(answer.status, String(phone)).toBe(400);
      expect(answer.body).toEqual({
        code: 'VALIDATION_FAILED',
        message: INVALID_PHONE_MESSAGE,
        field: 'phone',
      });
    }
    const garbage = await post(t, '/api/auth/phone/login', { phone: 'x', code: '123456' });
    expect(garbage.body.message).toBe(INVALID_PHONE_MESSAGE);
    const shortCode = await post(t, '/api/auth/phone/login', { phone: newNumber(), code: '123' });
    expect(shortCode.body.message).toBe('Enter the 6-digit code from the SMS.');
    const rows = await t.database.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.phone, '+912223456789'));
    expect(rows).toEqual([]);
  });

  it('spends the code after five wrong tries', async () => {
    const phone = newNumber();
    await accountWithPhone(t, phone);
    await sendCode(phone);
    const code = await smsCodeFor(t, phone);
    const wrong = code === '999999' ? '111111' : '999999';
    // Each try from its own address, so the per-account lockout (tested below) stays out of it.
    for (let i = 0; i < 4; i++) expect((await logIn(phone, wrong)).status).toBe(400);
    expect((await logIn(phone, wrong)).body.message).toBe(
      'Too many incorrect attempts. Please request a new code.',
    );
    const right = await logIn(phone, code);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Too many incorrect attempts. Please request a new code.');
    expect(right.cookie).toBeUndefined();
  });

  it('tells a suspended account so only once the code was right, and starts no session', async () => {
    const phone = newNumber();
    await accountWithPhone(t, phone, { isSuspended: true });
    await sendCode(phone);
    const answer = await logIn(phone, await smsCodeFor(t, phone));
    expect(answer).toEqual({
      status: 403,
      body: { code: 'ACCOUNT_SUSPENDED', message: 'Account suspended' },
      cookie: undefined,
    });
  });

  it('signs no one in with a code sent before the number left the account', async () => {
    const phone = newNumber();
    const user = await accountWithPhone(t, phone);
    await sendCode(phone);
    const code = await smsCodeFor(t, phone);
    await t.database.db
      .update(users)
      .set({ phone: null, phoneVerifiedAt: null })
      .where(eq(users.id, user.id));
    await accountWithPhone(t, phone);
    const answer = await logIn(phone, code);
    expect(answer.body.message).toBe('Invalid or expired code');
    expect(answer.cookie).toBeUndefined();
  });

  it('ends the session the browser had when it signs in', async () => {
    const phone = newNumber();
    await accountWithPhone(t, phone);
    await sendCode(phone);
    const first = await logIn(phone, await smsCodeFor(t, phone));
    await pastCooldown(t, phone);
    await sendCode(phone);
    const second = await logIn(phone, await smsCodeFor(t, phone), newIp(), first.cookie);
    expect(second.status).toBe(200);
    const old = await t.request('/api/auth/user', { headers: { cookie: first.cookie! } });
    expect(old.status).toBe(401);
  });
});

describe('the limits of signing in with a mobile number', () => {
  const t = useTestApp({
    TRUST_PROXY: 'true',
    PHONE_CODE_MAX_PER_NUMBER: '2',
    PHONE_CODE_MAX_PER_IP: '3',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '2',
  });
  const sendCode = (phone: string, ip = newIp()) =>
    post(t, '/api/auth/phone/send-code', { phone }, ip);

  it('spends the per-number limit before any lookup, alike for numbers with and without an account', async () => {
    const known = newNumber();
    const unknown = newNumber();
    await accountWithPhone(t, known);
    for (const phone of [known, unknown]) {
      expect((await sendCode(phone)).status).toBe(200);
      await pastCooldown(t, phone);
      expect((await sendCode(phone)).status).toBe(200);
      await pastCooldown(t, phone);
      const third = await sendCode(phone);
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(
        /^Too many verification codes requested for this number\. Please wait \d+ minutes and try again\.$/,
      );
    }
    // Two SMS to the number with an account, none to the other.
    expect(await smsTo(t, known)).toHaveLength(2);
    expect(await smsTo(t, unknown)).toHaveLength(0);
  });

  it('spends the per-IP limit across numbers', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await sendCode(newNumber(), ip)).status).toBe(200);
    const refused = await sendCode(newNumber(), ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many verification codes requested\. Please wait \d+ minutes and try again\.$/,
    );
  });

  it('locks the number out after failed sign-ins from one place, not from everywhere', async () => {
    const phone = newNumber();
    await accountWithPhone(t, phone);
    await sendCode(phone);
    const code = await smsCodeFor(t, phone);
    const wrong = code === '999999' ? '111111' : '999999';
    const ip = newIp();
    for (let i = 0; i < 2; i++) {
      expect((await post(t, '/api/auth/phone/login', { phone, code: wrong }, ip)).status).toBe(400);
    }
    const locked = await post(t, '/api/auth/phone/login', { phone, code }, ip);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many failed sign-in attempts for this account\./);
    // The lock is this address's; the code itself is still good elsewhere.
    expect((await post(t, '/api/auth/phone/login', { phone, code }, newIp())).status).toBe(200);
  });
});
