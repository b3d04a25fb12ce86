import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../../db/schema/index.ts';
import { mailDeliveryJob } from '../mail/mail-delivery.job.ts';
import { buildTestApp, type TestApp, useTestApp } from '../../test/app.ts';
import { shared } from '../../test/shared.ts';
import { deadSmtpUrl, startSmtpPeer } from '../../test/smtp-peer.ts';

const message = {
  name: 'Ananya Rao',
  email: 'ananya@example.com',
  subject: 'Question about refunds',
  message: 'How long does a UPI refund take?',
};

describe('POST /api/contact with the dev mailbox', () => {
  const t = useTestApp();

  it('stores the message, mails support and answers success', async () => {
    const response = await t.request('/api/contact', { method: 'POST', json: message });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'Message sent successfully' });

    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(message);

    await t.ctx.mailDelivery.settle();
    const mailFolder = path.join(t.config.DATA_DIR, 'mailbox');
    const files = await readdir(mailFolder);
    expect(files).toHaveLength(1);
    const mail = JSON.parse(await readFile(path.join(mailFolder, files[0]!), 'utf8'));
    expect(mail).toMatchObject({
      to: t.config.SUPPORT_EMAIL,
      replyTo: message.email,
      subject: '[Contact] Question about refunds',
    });
    expect(mail.text).toContain(message.message);
    expect(typeof mail.createdAt).toBe('string');

    const mailbox = await t.request('/dev/mailbox');
    expect(mailbox.status).toBe(200);
    expect(await mailbox.text()).toContain('[Contact] Question about refunds');
  });

  it.each([
    [{ ...message, email: 'not-an-email' }, 'Please enter a valid email'],
    [{ ...message, name: '   ' }, 'Name is required'],
    [{ ...message, subject: '' }, 'Subject is required'],
    [{ ...message, message: undefined }, 'expected string'],
  ])('refuses %o with a readable 400', async (body, text) => {
    const response = await t.request('/api/contact', { method: 'POST', json: body });
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain(text);
  });

  it('limits how often one visitor can send', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await t.request('/api/contact', { method: 'POST', json: message })).status);
    }
    expect(statuses).toContain(429);
    const limited = await t.request('/api/contact', { method: 'POST', json: message });
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toMatch(/Too many requests/);
  });
});

describe('POST /api/contact through a real SMTP server', () => {
  const smtp = shared(() => startSmtpPeer(), { close: (peer) => peer.close() });
  let t: TestApp | undefined;

  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('delivers the mail to support over SMTP', async () => {
    t = await buildTestApp({ SMTP_URL: smtp.url });
    const response = await t.request('/api/contact', { method: 'POST', json: message });
    expect(response.status).toBe(200);
    await t.ctx.mailDelivery.settle();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([t.config.SUPPORT_EMAIL]);
    expect(smtp.received[0]!.raw).toContain('Subject: [Contact] Question about refunds');
    // The dev mailbox is there for SMS codes only (no SMS provider is set): the mail is not in it.
    expect(await (await t.request('/dev/mailbox.json')).json()).toEqual([]);
  });

  it('takes the message while the mail server is down, and mails support once it is back', async () => {
    const dead = await deadSmtpUrl();
    t = await buildTestApp({ SMTP_URL: dead.url });
    const response = await t.request('/api/contact', { method: 'POST', json: message });
    expect(response.status).toBe(200);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(1);
    await t.ctx.mailDelivery.settle();
    const [queued] = await t.database.db.select().from(mailOutbox);
    expect(queued).toMatchObject({ kind: 'contact', status: 'pending', attempts: 1 });

    const back = await startSmtpPeer({ port: dead.port });
    try {
      await mailDeliveryJob.runOnce(t.ctx, new Date(Date.now() + 60_000));
      expect(back.received.map((mail) => mail.to)).toEqual([[t.config.SUPPORT_EMAIL]]);
      expect(back.received[0]!.raw).toContain('Subject: [Contact] Question about refunds');
    } finally {
      await back.close();
    }
  });
});
