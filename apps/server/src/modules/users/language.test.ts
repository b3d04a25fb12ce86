import { currentUserSchema } from '@salahkar/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.ts';
import { registrationForm } from '../../test/accounts.ts';
import { mailsTo, waitForMail } from '../../test/mailbox.ts';
import { marketplace, useMarketplaceApp } from '../../test/marketplace.ts';
import { createPaidCase, pdfText } from '../../test/receipts.ts';
import { issueReceipt } from '../receipts/receipts.service.ts';

// The person's language (users.preferred_language): chosen on the profile, taken from the page a
// visitor registers on, and used for every mail, bell entry and receipt Salahkar writes to them.

let counter = 0;
const newEmail = () => `bhasha${++counter}-${Date.now()}@example.com`;

describe("a person's language", () => {
  const t = useMarketplaceApp();
  const m = marketplace(t);
  const admin = m.useAdmin();

  describe('the verification code and the new account, in the language of the page', () => {
    const sendOtp = (email: string, headers: Record<string, string>) =>
      t.request('/api/auth/send-otp', { method: 'POST', json: { email }, headers });

    it('mails the code in Hindi to a visitor whose language cookie says Hindi', async () => {
      const email = newEmail();
      const sent = await sendOtp(email, {
        cookie: 'salahkar.lang=hi',
        'accept-language': 'en-GB,en;q=0.9',
      });
      // The answer stays the API's (English): the web app shows its own words.
      expect(await sent.json()).toEqual({
        success: true,
        message: 'If this address can be used, we sent a code to it.',
      });
      const mail = await waitForMail(t, email, /वेरिफ़िकेशन कोड/);
      const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
      expect(mail.subject).toBe(`आपका सलाहकार वेरिफ़िकेशन कोड: ${code}`);
      expect(mail.text).toContain(`आपका सलाहकार वेरिफ़िकेशन कोड ${code} है।`);
      expect(mail.text).toContain('10 मिनट तक मान्य है');
      expect(mail.text).toContain('टीम सलाहकार');
      expect(mail.html).toContain('lang="hi"');
    });

    it("follows the browser's Accept-Language when there is no cookie, and English otherwise", async () => {
      const hindi = newEmail();
      await sendOtp(hindi, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
      expect((await waitForMail(t, hindi, /वेरिफ़िकेशन कोड/)).text).toContain('नमस्ते,');

      const english = newEmail();
      await sendOtp(english, { 'accept-language': 'ta-IN,en;q=0.5' });
      const mail = await waitForMail(t, english, /verification code/);
      expect(mail.text).toContain('Your Salahkar verification code is');
      expect(mail.html).toContain('lang="en"');
    });

    it('the switch cookie wins over the browser: English chosen on a Hindi browser', async () => {
      const email = newEmail();
      await sendOtp(email, { cookie: 'salahkar.lang=en', 'accept-language': 'hi' });
      expect((await waitForMail(t, email, /verification code/)).subject).toMatch(
        /^Your Salahkar verification code: \d{6}$/,
      );
    });

    it('creates the account in Hindi when registered from a Hindi page, and welcomes it in Hindi', async () => {
      const email = newEmail();
      const headers = { cookie: 'salahkar.lang=hi' };
      await sendOtp(email, headers);
      const code = await waitForMail(t, email, /वेरिफ़िकेशन कोड/);
      const otp = /\b(\d{6})\b/.exec(code.text)![1]!;
      const registered = await t.request('/api/auth/register-with-otp', {
        method: 'POST',
        headers,
        json: registrationForm(email, otp),
      });
      expect(registered.status).toBe(200);
      const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(row!.preferredLanguage).toBe('hi');
      const welcome = await waitForMail(t, email, /स्वागत/);
      expect(welcome.subject).toBe('सलाहकार में आपका स्वागत है');
      expect(welcome.text).toContain('नमस्ते Ravi,');
    });
  });

  describe('GET and PUT /api/profile', () => {
    it('starts in English, and changes only the language when only the language is sent', async () => {
      const person = await m.createPerson({ firstName: 'Meera', city: 'Pune' });
      const before = await m.jsonAs(person, '/api/auth/user');
      expect(currentUserSchema.parse(before.body).preferredLanguage).toBe('en');

      const saved = await m.jsonAs(person, '/api/profile', {
        method: 'PUT',
        json: { preferredLanguage: 'hi' },
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        preferredLanguage: 'hi',
        firstName: 'Meera',
        city: 'Pune',
      });
      const after = await m.jsonAs(person, '/api/auth/user');
      expect(after.body).toMatchObject({
        preferredLanguage: 'hi',
        firstName: 'Meera',
        city: 'Pune',
      });

      // The whole form keeps the language unless it sends one.
      const form = { firstName: 'Meera', lastName: 'Joshi', mobile: '', city: 'Nashik' };
      const formSaved = await m.jsonAs(person, '/api/profile', { method: 'PUT', json: form });
      expect(formSaved.body).toMatchObject({
        preferredLanguage: 'hi',
        city: 'Nashik',
        mobile: null,
      });
      const back = await m.jsonAs(person, '/api/profile', {
        method: 'PUT',
        json: { ...form, preferredLanguage: 'en' },
      });
      expect(back.body.preferredLanguage).toBe('en');
    });

    it('refuses a language Salahkar does not speak, and an empty name still', async () => {
      const person = await m.createPerson();
      const refused = await m.jsonAs(person, '/api/profile', {
        method: 'PUT',
        json: { preferredLanguage: 'fr' },
      });
      expect(refused).toEqual({
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Please choose English or Hindi',
          field: 'preferredLanguage',
        },
      });
      const noName = await m.jsonAs(person, '/api/profile', {
        method: 'PUT',
        json: { firstName: ' ', lastName: 'X' },
      });
      expect(noName).toEqual({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'First name is required', field: 'firstName' },
      });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, person.user.id));
      expect(row!.preferredLanguage).toBe('en');
    });
  });

  describe('mails and bell entries in the recipient’s language', () => {
    it('tells a Hindi owner of a new offer in Hindi, by mail and on the bell; an English one in English', async () => {
      const hindiOwner = await m.createPerson({ firstName: 'Sunita', preferredLanguage: 'hi' });
      const englishOwner = await m.createPerson({ firstName: 'Arjun' });
      const professional = await m.createProfessional({ firstName: 'Vikram', lastName: 'Mehta' });
      for (const owner of [hindiOwner, englishOwner]) {
        const request = await m.createConsultation(owner.user, { title: 'ITR में मदद' });
        const made = await m.callAs(professional, `/api/consultations/${request.id}/offer`, {
          method: 'POST',
          json: { offerAmount: '500', message: 'मैं आज ही फ़ाइल कर दूँगा।' },
        });
        expect(made.status).toBe(201);
      }

      const hindiMail = await waitForMail(t, hindiOwner.user.email, /नया ऑफ़र/);
      expect(hindiMail.subject).toBe('"ITR में मदद" के लिए नया ऑफ़र');
      expect(hindiMail.text).toContain('नमस्ते Sunita,');
      expect(hindiMail.text).toContain('Vikram Mehta ने "ITR में मदद" के लिए आपको ₹500 का ऑफ़र भेजा है।');
      expect(hindiMail.text).toContain('उनका मैसेज: मैं आज ही फ़ाइल कर दूँगा।');
      const englishMail = await waitForMail(t, englishOwner.user.email, /New offer/);
      expect(englishMail.text).toContain('sent you an offer of ₹500 for "ITR में मदद".');

      const bellOf = async (userId: string) =>
        (
          await t.database.db
            .select()
            .from(notifications)
            .where(and(eq(notifications.userId, userId), eq(notifications.type, 'new_offer')))
        )[0]!;
      expect(await bellOf(hindiOwner.user.id)).toMatchObject({
        title: 'नया काउंटर ऑफ़र मिला',
        body: 'Vikram Mehta ने "ITR में मदद" के लिए ₹500 का ऑफ़र दिया है।',
      });
      expect((await bellOf(englishOwner.user.id)).title).toBe('New Counter Offer Received');
    });

    it('mails an admin’s rejection with its reason, and the reset link, in Hindi', async () => {
      const applicant = await m.createProfessional({
        firstName: 'Farah',
        isApproved: false,
        preferredLanguage: 'hi',
      });
      const decided = await m.callAs(
        admin,
        `/api/admin/professionals/${applicant.user.id}/reject`,
        {
          method: 'POST',
          json: { reason: 'लाइसेंस नंबर की पुष्टि नहीं हो सकी' },
        },
      );
      expect(decided.status).toBe(200);
      const rejection = await waitForMail(t, applicant.user.email, /आवेदन/);
      expect(rejection.subject).toBe('सलाहकार पर प्रोफ़ेशनल के रूप में आपका आवेदन');
      expect(rejection.text).toContain('कारण: लाइसेंस नंबर की पुष्टि नहीं हो सकी');
      const [bell] = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, applicant.user.id));
      expect(bell!.title).toBe('आवेदन मंज़ूर नहीं हुआ');
      expect(bell!.body).toBe(
        'प्रोफ़ेशनल के रूप में आपका आवेदन मंज़ूर नहीं हुआ। हमारी टीम का नोट: लाइसेंस नंबर की पुष्टि नहीं हो सकी',
      );

      await t.request('/api/auth/forgot-password', {
        method: 'POST',
        json: { email: applicant.user.email },
      });
      const reset = await waitForMail(t, applicant.user.email, /पासवर्ड रीसेट/);
      expect(reset.subject).toBe('अपना सलाहकार पासवर्ड रीसेट करें');
      expect(reset.text).toMatch(/\/reset-password\?token=[0-9a-f]{64}/);
      expect((await mailsTo(t, applicant.user.email)).every((m) => !/Hello/.test(m.text))).toBe(
        true,
      );
    });
  });

  describe('the receipt PDF, in the payer’s language', () => {
    it('prints a Hindi payer’s receipt with Hindi labels and the amount in Hindi words', async () => {
      const paid = await createPaidCase(t, 1500);
      await t.database.db
        .update(users)
        .set({ preferredLanguage: 'hi' })
        .where(eq(users.id, paid.payer.user.id));
      const receipt = await t.database.db.transaction((tx) =>
        issueReceipt(tx, { kind: 'payment', paymentId: paid.payment.id, amountPaise: 150_000 }),
      );
      // Whoever downloads it (the payer or an admin), it is the payer's receipt.
      for (const viewer of [paid.payer, admin]) {
        const response = await m.callAs(viewer, `/api/receipts/${receipt.id}/pdf`);
        expect(response.status).toBe(200);
        const text = await pdfText(await response.arrayBuffer());
        // Printed in the embedded Noto Sans, shaped (conjuncts, reph, vowel signs). The text
        // layer reads shaped glyphs back in glyph order, so these labels are ones whose glyphs
        // map one to one; the words of the amount are compared without the spaces the reader
        // puts between glyph runs.
        for (const label of ['भुगतान रसीद', 'रसीद नंबर', 'जारी करने की तारीख', 'पेमेंट गेटवे']) {
          expect(text).toContain(label);
        }
        expect(text).toContain('₹1,500.00');
        expect(text.replace(/\s/g, '')).toContain('एकहज़ारपाँचसौरुपयेमात्र');
        expect(text).not.toContain('Payment receipt');
      }
    });
  });
});
