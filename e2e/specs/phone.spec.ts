import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { fromMailbox, signUpFreshUser } from '../support/people.ts';

// A mobile number on the profile, verified with a code by SMS, then used to sign in: the SMS are
// read from the dev mailbox (/dev/mailbox.json), where they arrive with no SMS provider configured.

const PHONE_SIZE = { width: 360, height: 800 };

type MailboxSms = { channel?: string; to: string; text: string; sentAt?: string };

/** A mobile number no earlier run has used: 98 and eight random digits. */
function freshNumber(): { local: string; e164: string; shown: string } {
  const local = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return {
    local,
    e164: `+91${local}`,
    shown: `+91 ${local.slice(0, 5)} ${local.slice(5)}`,
  };
}

/** The code in the newest SMS to `to` whose text matches, waiting for it to arrive. */
async function smsCode(request: APIRequestContext, to: string, text: RegExp): Promise<string> {
  const sms = await fromMailbox<MailboxSms>(
    request,
    `an SMS to ${to} matching ${text}`,
    (messages) =>
      messages.find(
        (message) =>
          message.channel === 'sms' &&
          message.to === to &&
          text.test(message.text) &&
          /\b\d{6}\b/.test(message.text),
      ),
    30_000,
  );
  return /\b(\d{6})\b/.exec(sms.text)![1]!;
}

async function openProfile(page: Page) {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Profile' }).click();
  return page.getByRole('dialog', { name: 'Your Profile' });
}

test('a person verifies a mobile number, signs out and signs in with it by SMS code, at 360 px', async ({
  browser,
}) => {
  // Sign-up, a verified number, a sign-out and a sign-in by code, with four axe scans: about 20 s
  // on a quiet machine, past the default 30 s beside a second worker on two cores (CI).
  test.setTimeout(90_000);
  const { page, person } = await signUpFreshUser(browser, 'Nikhil', PHONE_SIZE);
  const number = freshNumber();

  // Add the number on the profile: a code by SMS, then verified.
  const dialog = await openProfile(page);
  const section = dialog.getByRole('region', { name: 'Mobile number for sign-in' });
  await section.getByRole('button', { name: 'Add mobile number' }).click();
  const numberBox = section.getByLabel('Mobile number');
  await expect(numberBox).toHaveValue('+91 ');
  await expectAccessible(section);
  await numberBox.fill(`+91 ${number.local}`);
  await section.getByRole('button', { name: 'Send code' }).click();

  const codeBox = section.getByLabel('Code from the SMS');
  await expect(codeBox).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(section.getByText(number.shown)).toBeVisible();
  await expectAccessible(section);
  await codeBox.fill(await smsCode(page.request, number.e164, /verify this mobile number/));
  await section.getByRole('button', { name: 'Verify number' }).click();
  await expect(page.getByText('Number verified')).toBeVisible();
  await expect(section.getByText(number.shown)).toBeVisible();
  await expect(section.getByText('Verified', { exact: true })).toBeVisible();
  await expectAccessible(dialog);
  await page.keyboard.press('Escape');

  // Sign out.
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
  // Signed out, not merely at / (where the person already was): else the sign-out's own
  // navigation can abort the goto below.
  await expect(page.getByRole('button', { name: /Account menu for/ })).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  // Sign in with the number and the code from the SMS.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with mobile number' }).click();
  const signInBox = page.getByLabel('Mobile number');
  await expect(signInBox).toBeFocused();
  await expectAccessible(page.getByRole('main'));
  await signInBox.fill(number.local);
  await page.getByRole('button', { name: 'Send code' }).click();
  const loginCode = page.getByLabel('Code from the SMS');
  await expect(loginCode).toBeVisible();
  await expectAccessible(page.getByRole('main'));
  await loginCode.fill(await smsCode(page.request, number.e164, /to sign in/));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome back, ${person.firstName}!` }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
