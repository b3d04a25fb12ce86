import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { LiveWatch } from './live.ts';

// People for the journeys: demo professionals seeded on a fresh database
// (apps/server/src/db/seed/demo-people.ts) and fresh users registered through the API, so a
// user's dashboard and bell hold only what the journey creates.

export const DEMO_PASSWORD = 'Salahkar@Demo1';

/** The password `signUpFreshUser` registers every fresh user with. */
export const FRESH_USER_PASSWORD = 'Chat-journey-1';

export type Person = { email: string; firstName: string; name: string };

/** A mail as the dev outbox lists it. */
export type OutboxMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
};

/** An address no earlier run (or retry) has registered. */
export function freshEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
}

/**
 * Where the mails are listed: the server's dev mailbox, or in production mode, which has none,
 * the SMTP peer's copy of it that the cluster journey sets (e2e/cluster/mailbox.ts).
 */
function mailboxUrl(): string {
  return process.env.E2E_MAILBOX_URL ?? '/dev/mailbox.json';
}

/**
 * How often the dev mailbox is asked for a mail or SMS: every 100 ms, then every 250 ms. It is sent
 * right after its request commits, and expect.poll's default steps (100, 250, 500, then 1,000 ms)
 * found it up to a second late (issue 32).
 */
const MAILBOX_POLL_INTERVALS = [100, 100, 100, 250];

/**
 * The first message of the dev mailbox (mails and SMS alike) that `pick` finds, waiting for it to
 * arrive; `what` names it in the failure.
 */
export async function fromMailbox<Message>(
  request: APIRequestContext,
  what: string,
  pick: (messages: Message[]) => Message | undefined,
  timeout = 60_000,
): Promise<Message> {
  let found: Message | undefined;
  await expect
    .poll(
      async () => {
        found = pick((await (await request.get(mailboxUrl())).json()) as Message[]);
        return found !== undefined;
      },
      { message: what, timeout, intervals: MAILBOX_POLL_INTERVALS },
    )
    .toBe(true);
  return found!;
}

/** The first dev-outbox mail to `to` whose subject matches, waiting for it to arrive. */
export function mailTo(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<OutboxMail> {
  return fromMailbox<OutboxMail>(request, `a mail to ${to} matching ${subject}`, (mails) =>
    mails.find((mail) => mail.to === to && subject.test(mail.subject)),
  );
}

/** The verification code the dev outbox holds for the address, once it has arrived. */
export async function otpFor(request: APIRequestContext, email: string): Promise<string> {
  const mail = await mailTo(request, email, /verification code/i);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`The verification mail to ${email} holds no six-digit code`);
  return code;
}

const watches = new WeakMap<Page, LiveWatch>();

/** What the page has heard on its live channel since it opened. */
export function liveOf(page: Page): LiveWatch {
  const watch = watches.get(page);
  if (!watch) throw new Error('Only pages opened by these helpers are watched');
  return watch;
}

/** A page of the context, its live channel watched. */
async function watchedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  watches.set(page, new LiveWatch(page));
  return page;
}

/**
 * A browser context (its own cookies) holding a session of the account, signed in through the API:
 * the login form has journeys of its own (accounts.spec.ts, sign-in-entry.spec.ts), and the others
 * skip its page and its second page load (issue 32).
 */
export async function signedInContext(
  browser: Browser,
  credentials: { email: string; password?: string },
  viewport?: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const login = await context.request.post('/api/auth/login', {
    data: { email: credentials.email, password: credentials.password ?? DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return context;
}

/** A user account to register: its names, email and password. */
type NewAccount = { firstName: string; lastName: string; email: string; password: string };

/**
 * Registers a user through the API (OTP from the dev outbox); the request's cookies then hold the
 * new account's session.
 */
export async function registerUser(request: APIRequestContext, account: NewAccount): Promise<void> {
  const { email, password } = account;
  const sent = await request.post('/api/auth/send-otp', { data: { email } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await otpFor(request, email);
  const registered = await request.post('/api/auth/register-with-otp', {
    data: { role: 'user', ...account, confirmPassword: password, acceptedTerms: true, otp },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
}

/** Registers a fresh user (a new address, surname Verma) through the API, as registerUser does. */
export async function registerFreshUser(
  request: APIRequestContext,
  firstName: string,
): Promise<Person> {
  const email = freshEmail(firstName.toLowerCase());
  await registerUser(request, {
    firstName,
    lastName: 'Verma',
    email,
    password: FRESH_USER_PASSWORD,
  });
  return { email, firstName, name: `${firstName} Verma` };
}

/** A user registered through the API (OTP from the dev outbox), signed in, on the dashboard. */
export async function signUpFreshUser(
  browser: Browser,
  firstName: string,
  viewport?: { width: number; height: number },
): Promise<{ page: Page; person: Person }> {
  const page = await watchedPage(await browser.newContext(viewport ? { viewport } : {}));
  const person = await registerFreshUser(page.request, firstName);
  await page.goto('/');
  // Registration's session is the person's first: they are welcomed, not welcomed back.
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${firstName}!` }),
  ).toBeVisible();
  return { page, person };
}

/** A demo account signed in (through the API), on its home, at a phone's size when given one. */
export async function signIn(
  browser: Browser,
  person: Pick<Person, 'email' | 'firstName'>,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const page = await watchedPage(await signedInContext(browser, person, viewport));
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome back, ${person.firstName}!` }),
  ).toBeVisible();
  return page;
}

/** A demo account signed in through the API only, for steps that need no screen. */
export async function signInByApi(browser: Browser, person: Person): Promise<APIRequestContext> {
  return (await signedInContext(browser, person)).request;
}
