import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './people.ts';

// The admin's side of the journeys: the demo admin signed in through the form, and professionals
// who apply by registering through the API, so the admin has a fresh application to review.

/** The demo admin (apps/server/src/db/seed/demo-people.ts). */
export const ADMIN = { email: 'admin@example.com', firstName: 'Anjali' };

/** A professional who registered and awaits review. */
export type Applicant = { email: string; password: string; firstName: string; name: string };

type OutboxMail = { to: string; subject: string; text: string };

async function signInThroughForm(
  browser: Browser,
  email: string,
  password: string,
  heading: string,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return page;
}

/** The demo admin signed in through the login form, on the admin dashboard. */
export function signInAdmin(browser: Browser): Promise<Page> {
  return signInThroughForm(browser, ADMIN.email, DEMO_PASSWORD, 'Admin Dashboard');
}

/** An approved applicant signed in through the login form, on the professional dashboard. */
export function signInApplicant(browser: Browser, applicant: Applicant): Promise<Page> {
  return signInThroughForm(
    browser,
    applicant.email,
    applicant.password,
    `Welcome back, ${applicant.firstName}!`,
  );
}

async function mailedOtp(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/dev/mailbox.json')).json()) as OutboxMail[];
        const mail = mails.find((m) => m.to === email && /verification code/i.test(m.subject));
        code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
        return code !== undefined;
      },
      { message: `the verification code mailed to ${email}` },
    )
    .toBe(true);
  return code!;
}

/** A professional of `specialization` registered through the API: their application waits. */
export async function registerApplicant(
  request: APIRequestContext,
  firstName: string,
  specialization: 'CA' | 'Lawyer' | 'Doctor' | 'Engineer' | 'Career_Consultant',
): Promise<Applicant> {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const password = 'Admin-journey-1';
  const sent = await request.post('/api/auth/send-otp', { data: { email } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const registered = await request.post('/api/auth/register-with-otp', {
    data: {
      role: 'professional',
      firstName,
      lastName: 'Iyer',
      email,
      password,
      confirmPassword: password,
      acceptedTerms: true,
      specialization,
      experience: 9,
      bio: 'Structural engineer: residential inspections and retrofit designs.',
      licenseNumber: `SE-${Date.now()}`,
      otp: await mailedOtp(request, email),
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return { email, password, firstName, name: `${firstName} Iyer` };
}
