import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/accounts.ts';
import { buildTimedApp, expectEvenTiming, type TimedApp } from '../../test/even-timing.ts';

// Forgot-password and send-otp do the same work whether or not the address has an account (a
// mail rendered, the same writes and a commit, the mail's hand-over after the answer) and answer
// no sooner than one floor (even-answer.ts), so over 30 pairs of tries the median of the pairs'
// differences stays within 1 ms (test/even-timing.ts).

let app: TimedApp;
beforeAll(async () => {
  app = await buildTimedApp({
    RESET_MAX_PER_IP: '100000',
    OTP_MAX_PER_IP: '100000',
    RATE_LIMIT_MAX: '100000',
  });
});
afterAll(() => app.t.close());

describe('answers take as long for an address with an account as for one without', () => {
  it.each(['/api/auth/forgot-password', '/api/auth/send-otp'])(
    '%s',
    async (pathname) => {
      const { t } = app;
      await expectEvenTiming(
        app,
        async (count) => {
          const emails: string[] = [];
          for (let i = 0; i < count; i++) emails.push((await createAccount(t)).user.email);
          return emails;
        },
        async (kind, i, emails) => {
          const email = kind === 'known' ? emails[i]! : `nobody-${randomUUID()}@example.com`;
          const response = await t.request(pathname, { method: 'POST', json: { email } });
          await response.arrayBuffer();
          expect(response.status, `${pathname} ${email}`).toBe(200);
          // The mail (or notice) of this try leaves before the next try starts.
          await t.ctx.mailDelivery.settle();
        },
      );
    },
    300_000,
  );
});
