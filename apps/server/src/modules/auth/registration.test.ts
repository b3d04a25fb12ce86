import { currentUserSchema } from '@salahkar/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOtps, storedFiles, users } from '../../db/schema/index.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { registrationForm } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { otpFromMailbox, waitForMail } from '../../test/mailbox.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

let counter = 0;
const newEmail = () => `applicant${++counter}-${Date.now()}@example.com`;

const professionalForm = (email: string, otp: string) => ({
  ...registrationForm(email, otp),
  role: 'professional',
  firstName: 'Farah',
  specialization: 'Lawyer',
  experience: 6,
  bio: 'Advocate practising civil and property law in Lucknow.',
  licenseNumber: 'UP/1234/2019',
});

describe('email-OTP registration', () => {
  const t = useTestApp();

  const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
    t.request(path, { method: 'POST', json, headers });

  /** Sends a code and reads it from the dev mailbox, as a person would from their inbox. */
  async function codeFor(email: string): Promise<string> {
    const response = await post('/api/auth/send-otp', { email });
    expect(response.status).toBe(200);
    return otpFromMailbox(t, email);
  }

  it('registers a user who is signed in at once, and welcomes them by mail', async () => {
    const email = newEmail();
    const sent = await post('/api/auth/send-otp', { email: email.toUpperCase() });
    expect(await sent.json()).toEqual({
      success: true,
      message: 'If this address can be used, we sent a code to it.',
    });
    const mail = await waitForMail(t, email, /verification code/);
    expect(mail.text).toMatch(/valid for 10 minutes/);
    // The house layout's HTML twin says the code in a paragraph of its own.
    expect(mail.html).toMatch(/<p [^>]*>Your Salahkar verification code is \d{6}\.<\/p>/);
    const otp = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const [row] = await t.database.db.select().from(emailOtps).where(eq(emailOtps.email, email));
    expect(row!.codeHash).not.toContain(otp);

    const verified = await post('/api/auth/verify-otp', { email, otp });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({
      success: true,
      message: 'Email verified successfully',
    });

    const response = await post('/api/auth/register-with-otp', registrationForm(email, otp));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      signedIn: true,
      message: 'Account created successfully! You are now logged in.',
    });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(SESSION_COOKIE))!;
    expect(setCookie).toMatch(/HttpOnly/);

    const me = await t.request('/api/auth/user', { headers: { cookie: setCookie.split(';')[0]! } });
    const user = currentUserSchema.parse(await me.json());
    expect(user).toMatchObject({ email, role: 'user', isEmailVerified: true, firstName: 'Ravi' });
    // The session registration starts is the person's first: the dashboard says "Welcome".
    expect(user.firstSession).toBe(true);
    await waitForMail(t, email, /^Welcome to Salahkar$/);

    // The code was spent by the registration: now a wrong code, as for any registered address.
    const reused = await post('/api/auth/verify-otp', { email, otp });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ message: 'Invalid or expired OTP' });
  });

  it('registers a professional for review, not signed in, with the application mail', async () => {
    const email = newEmail();
    const otp = await codeFor(email);
    const response = await post('/api/auth/register-with-otp', professionalForm(email, otp));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, signedIn: false });
    expect(body.message).toMatch(/2–3 business days/);
    expect(body.message).toMatch(/email/);
    expect(response.headers.getSetCookie()).toEqual([]);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      role: 'professional',
      isApproved: false,
      specialization: 'Lawyer',
      experience: 6,
      licenseNumber: 'UP/1234/2019',
      isEmailVerified: true,
    });
    expect(user!.professionalAppliedAt).toBeInstanceOf(Date);
    await waitForMail(t, email, /^We have received your Salahkar application$/);
  });

  it('takes a professional application as multipart with credential documents', async () => {
    const email = newEmail();
    const otp = await codeFor(email);
    const form = new FormData();
    form.append('payload', JSON.stringify(professionalForm(email, otp)));
    form.append('credentials', new Blob([PDF]), 'bar-council.png');
    form.append('credentials', new Blob([PDF]), 'degree.pdf');
    const response = await t.request('/api/auth/register-with-otp', { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect((await response.json()).signedIn).toBe(false);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user!.credentialDocuments).toHaveLength(2);
    expect(user!.credentialDocuments[0]).toMatchObject({
      originalName: 'bar-council.pdf',
      mimeType: 'application/pdf',
      size: PDF.length,
    });
    const files = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.ownerId, user!.id));
    expect(files.map((file) => file.kind)).toEqual(['credentialDocument', 'credentialDocument']);
  });

  it('refuses a credential that is not a PDF, JPG or PNG by its bytes, and creates nothing', async () => {
    const email = newEmail();
    const otp = await codeFor(email);
    const form = new FormData();
    form.append('payload', JSON.stringify(professionalForm(email, otp)));
    form.append('credentials', new Blob(['just text, named like a pdf']), 'licence.pdf');
    const response = await t.request('/api/auth/register-with-otp', { method: 'POST', body: form });
    expect(response.status).toBe(415);
    expect((await response.json()).message).toBe('File type must be PDF, JPG or PNG');
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses more than 3 credential documents', async () => {
    const email = newEmail();
    const otp = await codeFor(email);
    const form = new FormData();
    form.append('payload', JSON.stringify(professionalForm(email, otp)));
    for (let i = 0; i < 4; i++) form.append('credentials', new Blob([PDF]), `doc${i}.pdf`);
    const response = await t.request('/api/auth/register-with-otp', { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/Too many files/);
  });

  it.each([
    [{ acceptedTerms: false }, 'Please accept the terms and confirm you are 18 or older'],
    [{ acceptedTerms: undefined }, 'Please accept the terms and confirm you are 18 or older'],
    [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    [
      { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'Password cannot exceed 128 characters',
    ],
    [{ confirmPassword: 'something-else' }, "Passwords don't match"],
    [{ firstName: ' ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ email: 'ravi@' }, 'Please enter a valid email'],
    [{ otp: '12ab56' }, 'Please enter a valid 6-digit OTP'],
    [{ role: 'professional', specialization: 'Chef' }, 'Please select a specialization'],
    [
      { ...professionalForm('p@example.com', '123456'), experience: -1 },
      'Experience must be 0 or more years',
    ],
    [
      { ...professionalForm('p@example.com', '123456'), bio: 'Too short' },
      'Bio must be at least 10 characters',
    ],
    [
      { ...professionalForm('p@example.com', '123456'), licenseNumber: '' },
      'Professional registration or licence number is required',
    ],
  ])('validates registration %o', async (change, message) => {
    const response = await post('/api/auth/register-with-otp', {
      ...registrationForm('valid@example.com', '123456'),
      ...change,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
  });

  it('refuses one of the 10,000 most common passwords, whatever its case', async () => {
    const email = newEmail();
    const otp = await codeFor(email);
    for (const password of ['password1', 'Password1', 'iloveyou1']) {
      const response = await post('/api/auth/register-with-otp', {
        ...registrationForm(email, otp),
        password,
        confirmPassword: password,
      });
      expect(response.status).toBe(400);
      // Named for the form, which shows it beside the password field.
      expect(await response.json()).toMatchObject({
        message: 'This password is too common. Please choose another.',
        field: 'password',
      });
    }
    // The code is still good for a better password.
    const ok = await post('/api/auth/register-with-otp', registrationForm(email, otp));
    expect(ok.status).toBe(200);
  });

  it.each([
    ['/api/auth/send-otp', { email: 'nope' }, 'Please enter a valid email'],
    [
      '/api/auth/verify-otp',
      { email: 'a@example.com', otp: '123' },
      'Please enter a valid 6-digit OTP',
    ],
    ['/api/auth/verify-otp', { otp: '123456' }, 'expected string'],
  ])('validates %s %o', async (path, json, message) => {
    const response = await post(path, json);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain(message);
  });

  it('waits 60 seconds between codes, then replaces the old one', async () => {
    const email = newEmail();
    const first = await codeFor(email);
    const again = await post('/api/auth/send-otp', { email });
    expect(again.status).toBe(429);
    expect((await again.json()).message).toMatch(
      /^Please wait \d+ seconds before requesting a new code\.$/,
    );

    await t.database.db
      .update(emailOtps)
      .set({ lastSentAt: new Date(Date.now() - 61_000) })
      .where(eq(emailOtps.email, email));
    const second = await codeFor(email);
    if (second !== first) {
      const old = await post('/api/auth/verify-otp', { email, otp: first });
      expect(old.status).toBe(400);
    }
    expect((await post('/api/auth/verify-otp', { email, otp: second })).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = newEmail();
    const otp = await codeFor(email);
    await t.database.db
      .update(emailOtps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailOtps.email, email));
    for (const response of [
      await post('/api/auth/verify-otp', { email, otp }),
      await post('/api/auth/register-with-otp', registrationForm(email, otp)),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: 'This OTP has expired. Please request a new one.',
        field: 'otp',
      });
    }
  });

  it('kills a code after 5 wrong guesses, even for the right code afterwards', async () => {
    const email = newEmail();
    const otp = await codeFor(email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 4; i++) {
      messages.push(
        (await (await post('/api/auth/verify-otp', { email, otp: wrong })).json()).message,
      );
    }
    // The registration call counts wrong guesses too.
    const fifth = await post('/api/auth/register-with-otp', registrationForm(email, wrong));
    messages.push((await fifth.json()).message);
    expect(messages).toEqual([
      'Invalid or expired OTP',
      'Invalid or expired OTP',
      'Invalid or expired OTP',
      'Invalid or expired OTP',
      'Too many incorrect attempts. Please request a new OTP.',
    ]);
    const right = await post('/api/auth/verify-otp', { email, otp });
    expect(right.status).toBe(400);
    expect((await right.json()).message).toBe(
      'Too many incorrect attempts. Please request a new OTP.',
    );
    const register = await post('/api/auth/register-with-otp', registrationForm(email, otp));
    expect(register.status).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses a code sent to another address', async () => {
    const email = newEmail();
    const otp = await codeFor(email);
    const response = await post('/api/auth/register-with-otp', registrationForm(newEmail(), otp));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Invalid or expired OTP');
  });
});
