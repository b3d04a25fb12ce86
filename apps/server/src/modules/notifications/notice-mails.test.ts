import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultNotificationSettings, VIDEO_CALL_RING_MS } from '@salahkar/domain';
import { notificationSettings, videoCalls } from '../../db/schema/index.ts';
import { videoCallSweepJob } from '../video-calls/video-call-sweep.job.ts';
import type { TestApp } from '../../test/app.ts';
import { createChatCase } from '../../test/chat.ts';
import { completeAndRelease } from '../../test/escrow.ts';
import {
  buildMarketplaceApp,
  callAs,
  consultationInput,
  jsonOf,
  marketplace,
  type Person,
} from '../../test/marketplace.ts';
import {
  createPaidConsultation,
  paidPayout,
  postAs,
  settleAndCheckLedger,
} from '../../test/payments.ts';
import { parseMail, type ParsedMail } from '../../test/received-mail.ts';
import type { SmtpPeer } from '../../test/smtp-peer.ts';
import { useSmtpApp } from '../../test/smtp-app.ts';
import { ring } from '../../test/video-calls.ts';

// Notice mails as a mail client receives them from a real SMTP server: HTML and text in the
// person's language, one button to the exact page, paise shown, List-Unsubscribe on notices only,
// and the one-click unsubscribe turning that kind's email switch off (decision 190).

const PUBLIC_URL = 'https://salahkar.example';

interface MailApp {
  t: TestApp;
  smtp: SmtpPeer;
}

/** A marketplace app sending through a real SMTP peer; the peer closes after the app. */
function useMailApp(env: Record<string, string>): MailApp {
  const { smtp, t } = useSmtpApp(env, buildMarketplaceApp);
  afterEach(() => settleAndCheckLedger(t));
  return { t, smtp };
}

/** The mails to an address whose subject matches, once every queued mail has been handed over. */
async function mailsTo(app: MailApp, to: string, subject: RegExp): Promise<ParsedMail[]> {
  await app.t.ctx.mailDelivery.settle();
  return app.smtp.received
    .filter((mail) => mail.to.includes(to))
    .map(parseMail)
    .filter((mail) => subject.test(decodeSubject(mail.headers.get('subject') ?? '')));
}

/** The one mail to an address matching, waiting a little for it (some leave after a job pass). */
async function mailTo(app: MailApp, to: string, subject: RegExp): Promise<ParsedMail> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = await mailsTo(app, to, subject);
    if (mails.length === 1) return mails[0]!;
    if (mails.length > 1 || Date.now() > deadline) {
      throw new Error(`${mails.length} mails to ${to} matching ${subject}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** An RFC 2047 encoded subject (=?UTF-8?B?…?= or =?UTF-8?Q?…?=, possibly several) as text. */
function decodeSubject(subject: string): string {
  return subject
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

/** The href of the mail's one button (react-email's Button is the only link with padding). */
function buttonHref(mail: ParsedMail): string {
  const hrefs = [...mail.html!.matchAll(/<a href="([^"]+)"[^>]*style="[^"]*mso-padding-alt/g)];
  expect(hrefs).toHaveLength(1);
  return hrefs[0]![1]!.replaceAll('&amp;', '&');
}

/** The https address of List-Unsubscribe. */
function unsubscribeLink(mail: ParsedMail): string {
  const header = mail.headers.get('list-unsubscribe');
  const url = /<(https?:\/\/[^>]+)>/.exec(header ?? '')?.[1];
  if (!url) throw new Error(`no unsubscribe link in ${header}`);
  return url;
}

function expectWellFormedNotice(mail: ParsedMail, language: 'en' | 'hi') {
  expect(mail.type).toBe('multipart/alternative');
  expect(mail.text).toBeTruthy();
  expect(mail.html).toContain(`lang="${language}"`);
  expect(mail.html).toContain('dir="ltr"');
  expect(mail.html).not.toMatch(/<img/);
  expect(mail.headers.get('list-unsubscribe')).toMatch(
    /^<https?:\/\/[^>]+\/api\/unsubscribe\?token=v1\.[^>]+>, <mailto:[^>]+>$/,
  );
  expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
}

async function emailSwitch(t: TestApp, userId: string, kind: 'offer_received' | 'new_request') {
  const [row] = await t.database.db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ? row.settings.channels[kind].email : null;
}

async function makeOffer(t: TestApp, professional: Person, requestId: string, amount: number) {
  const offered = await jsonOf(
    callAs(t, professional, `/api/consultations/${requestId}/offer`, {
      method: 'POST',
      json: { offerAmount: amount, message: 'I can help today.' },
    }),
  );
  expect(offered.status).toBe(201);
}

describe('notice mails with PUBLIC_URL', () => {
  const app = useMailApp({ PUBLIC_URL });
  const { t } = app;
  const m = marketplace(t);

  it('sends a new offer as HTML and text with a button to the case on PUBLIC_URL', async () => {
    const owner = await m.createPerson({ firstName: 'Asha' });
    const professional = await m.createProfessional({ firstName: 'Vikram', lastName: 'Iyer' });
    const request = await m.createConsultation(owner.user, { title: 'Capital gains question' });
    await makeOffer(t, professional, request.id, 750);

    const mail = await mailTo(app, owner.user.email, /^New offer for "Capital gains question"$/);
    expectWellFormedNotice(mail, 'en');
    expect(buttonHref(mail)).toBe(`${PUBLIC_URL}/consultation/${request.id}`);
    expect(mail.text).toContain('Hello Asha,');
    expect(mail.text).toContain(
      'Vikram Iyer sent you an offer of ₹750 for "Capital gains question".',
    );
    expect(mail.text).toContain(`See the offers ${PUBLIC_URL}/consultation/${request.id}`);
    expect(mail.text).toContain('Unsubscribe from these mails');
    // How to reach support, worded as on the contact page (decision 217).
    expect(mail.text).toContain('Email: support@salahkar.in');
    expect(mail.text).toContain('Monday to Friday: 9:00 to 18:00 IST');
    expect(mail.html).toContain('Vikram Iyer sent you an offer of ₹750');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/settings/notifications"`);
    expect(unsubscribeLink(mail)).toMatch(new RegExp(`^${PUBLIC_URL}/api/unsubscribe\\?token=`));
    // The footer's link is the header's.
    expect(mail.html).toContain(`href="${unsubscribeLink(mail)}"`);
  });

  it('writes to a Hindi speaker in Hindi', async () => {
    // A name that is markup, and a replacement pattern, is written as it is.
    const owner = await m.createPerson({ firstName: 'Meera <$&>', preferredLanguage: 'hi' });
    const professional = await m.createProfessional({ firstName: 'Vikram', lastName: 'Iyer' });
    const request = await m.createConsultation(owner.user, { title: 'कर का सवाल' });
    await makeOffer(t, professional, request.id, 600);

    const mail = await mailTo(app, owner.user.email, /नया ऑफ़र/);
    expectWellFormedNotice(mail, 'hi');
    expect(mail.text).toContain('नमस्ते Meera <$&>,');
    expect(mail.html).toContain('नमस्ते Meera &#60;$&#38;&#62;,');
    expect(mail.html).not.toContain('<$&>');
    expect(mail.text).toContain('Vikram Iyer ने "कर का सवाल" के लिए आपको ₹600 का ऑफ़र भेजा है।');
    expect(mail.text).toContain('ये ईमेल बंद करें');
    expect(mail.text).toContain('टीम सलाहकार');
    expect(mail.text).toContain('सोमवार से शुक्रवार: 9:00 से 18:00 बजे तक (IST)');
    expect(buttonHref(mail)).toBe(`${PUBLIC_URL}/consultation/${request.id}`);
  });

  it('shows the paise of an amount that has them, to the professional who was paid', async () => {
    const { professional, consultationId } = await createPaidConsultation(t, {
      offerAmount: '612.50',
    });
    const mail = await mailTo(app, professional.user.email, /accepted and paid/);
    expectWellFormedNotice(mail, 'en');
    expect(mail.text).toContain('the user has paid ₹612.50.');
    expect(mail.html).toContain('₹612.50');
    expect(buttonHref(mail)).toBe(`${PUBLIC_URL}/consultation/${consultationId}`);
  });

  it('sends the case resolved to its owner with a button to the case', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    const closed = await m.jsonAs(professional, `/api/consultations/${consultation.id}/close`, {
      method: 'POST',
    });
    expect(closed.status).toBe(200);
    const mail = await mailTo(app, owner.user.email, /was resolved/);
    expectWellFormedNotice(mail, 'en');
    expect(buttonHref(mail)).toBe(`${PUBLIC_URL}/consultation/${consultation.id}`);
  });

  it('tells the professionals of the field about a new request, except one who switched it off', async () => {
    const [mailed, quiet] = [
      await m.createProfessional({ specialization: 'Engineer' }),
      await m.createProfessional({ specialization: 'Engineer' }),
    ];
    const settings = defaultNotificationSettings();
    settings.channels.new_request.email = false;
    await t.database.db.insert(notificationSettings).values({ userId: quiet!.user.id, settings });
    const owner = await m.createPerson();
    const posted = await m.jsonAs(owner, '/api/consultations', {
      method: 'POST',
      json: consultationInput({
        title: 'Check my beam design',
        category: 'Engineer',
        subcategory: 'Technical Review',
      }),
    });
    expect(posted.status).toBe(201);

    const mail = await mailTo(app, mailed!.user.email, /New request in your field/);
    expectWellFormedNotice(mail, 'en');
    expect(buttonHref(mail)).toBe(`${PUBLIC_URL}/consultation/${posted.body.id}`);
    expect(await mailsTo(app, quiet!.user.email, /New request/)).toEqual([]);
  });

  it('tells the person a call rang for that they missed it', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    const rung = await ring(t, professional, consultation.id);
    expect(rung.status).toBe(201);
    const [call] = await t.database.db
      .select()
      .from(videoCalls)
      .where(eq(videoCalls.id, rung.body.videoCall.id));
    await videoCallSweepJob.runOnce(
      t.ctx,
      new Date(call!.createdAt.getTime() + VIDEO_CALL_RING_MS + 1),
    );
    const mail = await mailTo(app, owner.user.email, /Missed video call/);
    expectWellFormedNotice(mail, 'en');
    expect(buttonHref(mail)).toBe(`${PUBLIC_URL}/consultation/${consultation.id}`);
  });

  it('tells the payer their refund went out, with its paise', async () => {
    const { owner, consultationId } = await createPaidConsultation(t, { offerAmount: '1234.50' });
    const cancelled = await postAs(t, owner, `/api/consultations/${consultationId}/cancel`, {});
    expect(cancelled.status).toBe(200);
    const mail = await mailTo(app, owner.user.email, /refund of .* is complete/);
    expectWellFormedNotice(mail, 'en');
    expect(mail.text).toContain('Your refund of ₹1,234.50');
    expect(buttonHref(mail)).toBe(`${PUBLIC_URL}/consultation/${consultationId}`);
  });

  it('tells a professional their payout was sent, with a button to the wallet', async () => {
    const admin = await m.createPerson({ role: 'admin' });
    const { professional, consultationId } = await createPaidConsultation(t, {
      offerAmount: '1000.00',
    });
    await completeAndRelease(t, consultationId);
    await paidPayout(t, professional, admin, 600);
    const mail = await mailTo(app, professional.user.email, /payout of .* was sent/);
    expectWellFormedNotice(mail, 'en');
    expect(mail.text).toContain('UTR123456789');
    expect(buttonHref(mail)).toBe(`${PUBLIC_URL}/wallet`);
  });

  it('sends account mails in the same layout, with no unsubscribe', async () => {
    const person = await m.createPerson();
    const asked = await t.request('/api/auth/forgot-password', {
      method: 'POST',
      json: { email: person.user.email },
    });
    expect(asked.status, await asked.clone().text()).toBe(200);
    const mail = await mailTo(app, person.user.email, /Reset your Salahkar password/);
    expect(mail.type).toBe('multipart/alternative');
    expect(mail.html).toContain('lang="en"');
    expect(buttonHref(mail)).toMatch(
      new RegExp(`^${PUBLIC_URL}/reset-password\\?token=[0-9a-f]{64}$`),
    );
    expect(mail.text).toMatch(/Choose a new password https:\/\/\S+\/reset-password\?token=/);
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    expect(mail.headers.has('list-unsubscribe-post')).toBe(false);
    expect(mail.html).not.toContain('/api/unsubscribe');
  });

  describe('one-click unsubscribe', () => {
    async function offerMail() {
      const owner = await m.createPerson();
      const professional = await m.createProfessional();
      const request = await m.createConsultation(owner.user);
      await makeOffer(t, professional, request.id, 500);
      const mail = await mailTo(app, owner.user.email, /New offer/);
      return { owner, professional, mail, link: unsubscribeLink(mail) };
    }

    /** The link on this test server (PUBLIC_URL names a site nobody runs here). */
    const onServer = (link: string) => link.replace(PUBLIC_URL, '');

    it('shows a confirmation for GET and changes nothing', async () => {
      const { owner, link } = await offerMail();
      const page = await t.request(onServer(link));
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain('Stop emails about new offers on your requests?');
      expect(html).toMatch(/<form method="post" action="\/api\/unsubscribe\?token=v1\./);
      expect(await emailSwitch(t, owner.user.id, 'offer_received')).toBeNull();
    });

    it('shows the page in its person’s language', async () => {
      const owner = await m.createPerson({ preferredLanguage: 'hi' });
      const professional = await m.createProfessional();
      const request = await m.createConsultation(owner.user);
      await makeOffer(t, professional, request.id, 500);
      const mail = await mailTo(app, owner.user.email, /नया ऑफ़र/);
      const html = await (await t.request(onServer(unsubscribeLink(mail)))).text();
      expect(html).toContain('<html lang="hi"');
      expect(html).toContain('आपके अनुरोधों पर नए ऑफ़र के बारे में ईमेल बंद करें?');
      expect(html).toContain('>ईमेल बंद करें</button>');
    });

    it('turns that kind off for a cross-site POST, and the next offer sends no mail', async () => {
      const { owner, link } = await offerMail();
      const response = await t.request(onServer(link), {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://mail.example',
        },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('you will no longer get emails about new offers');
      expect(await emailSwitch(t, owner.user.id, 'offer_received')).toBe(false);
      // The other switches keep their defaults.
      expect(await emailSwitch(t, owner.user.id, 'new_request')).toBe(true);

      const another = await m.createProfessional();
      const request = await m.createConsultation(owner.user, { title: 'A second question' });
      await makeOffer(t, another, request.id, 500);
      await t.ctx.mailDelivery.settle();
      expect(await mailsTo(app, owner.user.email, /A second question/)).toEqual([]);

      // Posting again is harmless.
      const again = await t.request(onServer(link), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(again.status).toBe(200);
    });

    it('refuses a forged or altered token with a readable 400', async () => {
      const { owner, professional, link } = await offerMail();
      const token = new URL(link).searchParams.get('token')!;
      const [version, , kind, signature] = token.split('.');
      const forged = [
        `${version}.${professional.user.id}.${kind}.${signature}`,
        `${version}.${owner.user.id}.new_request.${signature}`,
        `${version}.${owner.user.id}.${kind}.${'A'.repeat(43)}`,
        `v2.${owner.user.id}.${kind}.${signature}`,
        'nonsense',
      ];
      for (const bad of forged) {
        for (const method of ['GET', 'POST']) {
          const response = await t.request(`/api/unsubscribe?token=${encodeURIComponent(bad)}`, {
            method,
            ...(method === 'POST'
              ? {
                  headers: { 'content-type': 'application/x-www-form-urlencoded' },
                  body: 'List-Unsubscribe=One-Click',
                }
              : {}),
          });
          expect(response.status, `${method} ${bad}`).toBe(400);
          expect(await response.text()).toContain('This unsubscribe link is not valid.');
        }
      }
      expect((await t.request('/api/unsubscribe', { method: 'POST' })).status).toBe(400);
      expect(await emailSwitch(t, owner.user.id, 'offer_received')).toBeNull();
      expect(await emailSwitch(t, professional.user.id, 'offer_received')).toBeNull();
    });
  });
});

describe('notice mails without PUBLIC_URL', () => {
  const app = useMailApp({});

  it('lead to the origin the server listens on', async () => {
    const { t } = app;
    const m = marketplace(t);
    const owner = await m.createPerson();
    const professional = await m.createProfessional();
    const request = await m.createConsultation(owner.user);
    await makeOffer(t, professional, request.id, 500);
    const mail = await mailTo(app, owner.user.email, /New offer/);
    expect(buttonHref(mail)).toBe(`${t.url}/consultation/${request.id}`);
    expect(unsubscribeLink(mail)).toMatch(new RegExp(`^${t.url}/api/unsubscribe\\?token=v1\\.`));
    // The link works as it is, from anywhere.
    const response = await fetch(unsubscribeLink(mail), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
  });
});
