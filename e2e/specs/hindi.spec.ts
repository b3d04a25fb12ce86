import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { postRequest, RENT_AGREEMENT, submitOffer } from '../support/cases.ts';
import {
  expectFits,
  expectNoIds,
  hi,
  HI_LABELS,
  hindiNewcomer,
  hindiSession,
  restoreEnglish,
} from '../support/hindi.ts';
import { freshEmail, mailTo, registerUser, signInByApi } from '../support/people.ts';

// Salahkar in Hindi, end to end, on a 360 px phone: every text from the Hindi catalogs (no id
// left showing), nothing wider than the screen, axe clean. The professional works in English
// beside it, as professionals may.

const PHONE = { width: 360, height: 740 };
const DEVANAGARI = /[\u0900-\u097F]/;
// Demo professionals seeded on a fresh database (apps/server/src/db/seed/demo-people.ts).
const CA_PROFESSIONAL = {
  email: 'rajesh.agarwal@example.com',
  firstName: 'Rajesh',
  name: 'Rajesh Agarwal',
};
const LAWYER = { email: 'vikram.rathore@example.com', firstName: 'Vikram', name: 'Vikram Rathore' };
const LAWYER_WITH_WALLET = { email: 'ananya.deshpande@example.com' };

/** A screen in Hindi as the person sees it: fits, is accessible, shows no id; a screenshot kept. */
async function expectHindiScreen(page: Page, name: string) {
  await expectFits(page);
  await expectAccessible(page.getByRole('main'));
  await expectNoIds(page);
  await page.screenshot({ path: test.info().outputPath(`${name}-hi-360.png`), fullPage: true });
}

const PHONE_VISITOR = PHONE;

async function hindiVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE_VISITOR });
  const health = await context.request.get('/api/health');
  const { origin } = new URL(health.url());
  await context.addCookies([{ name: 'salahkar.lang', value: 'hi', url: origin }]);
  return context.newPage();
}

/** A client's rent-agreement request, and a lawyer's ₹1,200 offer on it. */
async function rentAgreementWithOffer(client: Page, lawyer: APIRequestContext) {
  const id = await postRequest(client.request, 'किराया अनुबंध की जाँच', RENT_AGREEMENT);
  const offerId = await submitOffer(lawyer, id, 1200, RENT_AGREEMENT);
  return { id, offerId };
}

test.describe('Hindi', () => {
  test.afterEach(restoreEnglish);

  test('a visitor on a Hindi browser registers, posts, pays and chats, all in Hindi', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ locale: 'hi-IN', viewport: PHONE });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // The browser asks for Hindi: the landing page arrives in Hindi, pre-rendered.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(
      page.getByRole('heading', { level: 1, name: hi('landing.hero.title') }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'English' })).toHaveCount(0);
    await expectHindiScreen(page, 'landing');

    // Registration, with the verification code mailed in Hindi.
    await page.getByRole('link', { name: hi('common.publicHeader.join') }).click();
    await expect(page).toHaveURL(/\/register/);
    await expect(page.getByRole('heading', { name: hi('auth.register.title') })).toBeVisible();
    const email = freshEmail('asha');
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel(hi('auth.field.firstName')).fill('Asha');
    await panel.getByLabel(hi('auth.field.lastName')).fill('Rao');
    await panel.getByLabel(hi('auth.field.email')).fill(email);
    await panel.getByLabel(hi('auth.field.password'), { exact: true }).fill('monsoon-chai-42');
    await panel
      .getByLabel(hi('auth.field.confirmPassword'), { exact: true })
      .fill('monsoon-chai-42');
    await expect(panel.getByRole('link', { name: /नियम और शर्तों/ })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(panel.getByRole('link', { name: /गोपनीयता नीति/ })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await panel.getByRole('checkbox').check();
    await expectHindiScreen(page, 'register');
    await panel.getByRole('button', { name: hi('auth.register.createUser') }).click();

    const otpDialog = page.getByRole('dialog', { name: hi('auth.otp.title') });
    await expect(otpDialog).toContainText(email);
    await expect(otpDialog.getByText(hi('auth.otp.noCode'))).toBeVisible();
    await expectFits(page);
    const codeMail = await mailTo(page.request, email, DEVANAGARI);
    expect(codeMail.html).toContain('lang="hi"');
    const code = /\b(\d{6})\b/.exec(codeMail.text)?.[1];
    expect(code, 'the Hindi mail holds the code').toBeDefined();
    // A wrong code first: the server's refusal (code OTP_INVALID) in the reader's language,
    // beside the field.
    const codeBox = otpDialog.getByLabel(hi('auth.otp.codeLabel'));
    await codeBox.fill(code === '000000' ? '111111' : '000000');
    await otpDialog.getByRole('button', { name: hi('auth.otp.submit') }).click();
    await expect(codeBox).toHaveAttribute('aria-invalid', 'true');
    await expect(otpDialog.getByText(hi('errors.code.OTP_INVALID'))).toBeVisible();
    await codeBox.fill(code!);
    await expectAccessible(otpDialog);
    await otpDialog.getByRole('button', { name: hi('auth.otp.submit') }).click();

    await expect(page.getByRole('heading', { name: hi('auth.welcome.title') })).toBeVisible();
    await page.getByRole('button', { name: hi('auth.welcome.dashboard') }).click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: hi('dashboard.welcome.first', { name: 'Asha' }),
      }),
    ).toBeVisible();
    await expectHindiScreen(page, 'dashboard');

    // A request, posted through the Hindi form.
    const title = `आयकर रिटर्न में मदद ${Date.now()}`;
    await page.getByRole('button', { name: hi('dashboard.getConsultation'), exact: true }).click();
    const post = page.getByRole('dialog', { name: hi('consultations.post.title') });
    await post.getByLabel(hi('consultations.basics.title'), { exact: true }).fill(title);
    await post
      .getByLabel(hi('consultations.basics.professionalType'), { exact: true })
      .selectOption('CA');
    await post
      .getByLabel(hi('consultations.basics.specialization'), { exact: true })
      .selectOption('ITR Filing');
    await post
      .getByLabel(hi('consultations.basics.description'), { exact: true })
      .fill('मैं नौकरी करती हूँ और एक फ़्लैट किराए पर दिया है। कौन-सी कर व्यवस्था चुनूँ?');
    await expectAccessible(post);
    await expectFits(page);
    await post.getByRole('button', { name: hi('consultations.post.submit') }).click();
    await expect(post).toBeHidden();
    await expect(page.getByRole('article', { name: title })).toBeFocused();
    const consultationId = await page.evaluate(async (wanted) => {
      const response = await fetch('/api/consultations');
      const body = (await response.json()) as { items?: { id: string; title: string }[] };
      return (body.items ?? []).find((item) => item.title === wanted)?.id;
    }, title);
    expect(consultationId, 'the posted request is listed').toBeDefined();

    // The professional answers in English; the client's mail about it is in Hindi.
    const professional = await signInByApi(browser, {
      ...CA_PROFESSIONAL,
      email: CA_PROFESSIONAL.email,
    });
    const offered = await professional.post(`/api/consultations/${consultationId}/offer`, {
      data: { offerAmount: 800, message: 'I can file it within two days.' },
    });
    expect(offered.status(), await offered.text()).toBe(201);
    const offerMail = await mailTo(page.request, email, DEVANAGARI);
    expect(offerMail.subject).toMatch(DEVANAGARI);

    // The offer is chosen and paid for in Hindi.
    await page.reload();
    await page.getByRole('tab', { name: new RegExp(hi('dashboard.tabs.offers')) }).click();
    const card = page.getByRole('listitem').filter({ hasText: title }).first();
    await card
      .getByRole('button', { name: hi('dashboard.offer.view') })
      .first()
      .click();
    const details = page.getByRole('dialog', { name: hi('offers.details.title') });
    await expect(details).toContainText(CA_PROFESSIONAL.name);
    await expectAccessible(details);
    await details.getByRole('button', { name: hi('offers.details.accept') }).click();
    await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: hi('checkout.page.title') }),
    ).toBeVisible();
    await expectHindiScreen(page, 'checkout');
    await page.getByRole('button', { name: hi('checkout.pay', { amount: '₹800' }) }).click();
    await expect(page).toHaveURL(/\?tab=active$/);

    // The chat: a message in Hindi reaches the professional.
    await page
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByRole('button', { name: hi('dashboard.activeChats.start') })
      .click();
    const chat = page.getByRole('dialog', { name: title });
    const note = 'नमस्ते, फ़ॉर्म 16 अपलोड कर दूँगी।';
    await chat.getByRole('textbox', { name: hi('chat.composer.message') }).fill(note);
    await chat.getByRole('button', { name: hi('chat.composer.send') }).click();
    await expect(chat.getByRole('log').getByText(note)).toBeVisible();
    await expectFits(page);
    await expectAccessible(chat);
    await expectNoIds(page);
    await page.screenshot({ path: test.info().outputPath('chat-hi-360.png') });
    await expect
      .poll(async () => {
        const response = await professional.get(`/api/consultations/${consultationId}/messages`);
        return JSON.stringify(await response.json()).includes(note);
      })
      .toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  // Registration in Hindi, with a wrong code and the mailed one, is the journey above: here the
  // sign-in and registration pages and contact, for a visitor who chose Hindi on the site.
  test('sign in, registration and contact in Hindi at 360 px', async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await hindiVisitor(browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto('/login?field=Lawyer');
    await expect(page.getByRole('heading', { name: hi('auth.login.title') })).toBeVisible();
    await expect(page).toHaveTitle(
      hi('auth.frame.documentTitle', { title: hi('auth.login.title') }),
    );
    await expect(page.getByText(HI_LABELS.categoryField.Lawyer)).toBeVisible();
    await expect(page.getByLabel(hi('auth.field.email'))).toBeVisible();
    await expectFits(page);
    await expectAccessible(page.getByRole('main'));

    await page.getByRole('link', { name: 'खाता बनाएँ' }).click();
    await expect(page.getByRole('heading', { name: hi('auth.register.title') })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByLabel(hi('auth.field.firstName'))).toBeVisible();
    await expectFits(page);

    await page.goto('/contact');
    await expect(
      page.getByRole('heading', { level: 1, name: hi('contact.page.title') }),
    ).toBeVisible();
    await page.getByRole('button', { name: hi('contact.faq.refund.question') }).click();
    await expect(page.getByRole('link', { name: 'रद्द करने और रिफ़ंड की नीति' }).first()).toBeVisible();
    await expectFits(page);
    await expectAccessible(page.getByRole('main'));
    expect(errors).toEqual([]);
  });

  test('the profile saves Hindi and the screen follows', async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const email = freshEmail('kiran');
    await registerUser(page.request, {
      firstName: 'Kiran',
      lastName: 'Das',
      email,
      password: 'profile-password-3',
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome, Kiran!' })).toBeVisible();
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Profile' });
    await dialog.getByRole('button', { name: 'Edit Profile' }).click();
    await dialog.getByLabel('Site language').selectOption('hi');
    await expectFits(page);
    await dialog.getByLabel('Site language').scrollIntoViewIfNeeded();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText(hi('profile.update.successTitle'))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'salahkar.lang')?.value).toBe('hi');
    const me = await (await page.request.get('/api/auth/user')).json();
    expect(me.preferredLanguage).toBe('hi');

    await page.getByRole('button', { name: /Kiran/ }).click();
    await page.getByRole('menuitem', { name: hi('app.accountMenu.profile') }).click();
    const hindiDialog = page.getByRole('dialog', { name: hi('profile.dialog.title') });
    await expect(hindiDialog.getByText('हिन्दी')).toBeVisible();
    await expectFits(page);
    await expectAccessible(hindiDialog);
    await hindiDialog.getByRole('button', { name: hi('profile.actions.edit') }).click();
    await expect(hindiDialog.getByLabel(hi('profile.field.preferredLanguage'))).toHaveValue('hi');
  });

  test('a request, its offer and its checkout in Hindi at 360 px', async ({ browser }) => {
    test.setTimeout(90_000);
    const client = await hindiNewcomer(browser, 'Karan');
    const errors: string[] = [];
    client.on('pageerror', (e) => errors.push(e.message));

    await client.goto('/submit-consultation');
    await expect(
      client.getByRole('heading', { level: 1, name: hi('consultations.post.title') }),
    ).toBeVisible();
    await expect(client.getByLabel(hi('consultations.basics.title'))).toBeVisible();
    await expect(client.getByText(HI_LABELS.urgency.normal).first()).toBeVisible();
    await expect(
      client.getByRole('button', { name: hi('consultations.post.submit') }),
    ).toBeVisible();
    await expectFits(client);
    await expectAccessible(client.getByRole('main'));

    const lawyer = await signInByApi(browser, LAWYER);
    const { id, offerId } = await rentAgreementWithOffer(client, lawyer);

    await client.goto(`/consultation/${id}`);
    await expect(
      client.getByRole('heading', { level: 1, name: 'किराया अनुबंध की जाँच' }),
    ).toBeVisible();
    await expect(client.getByText(HI_LABELS.status.pending_offers)).toBeVisible();
    await expect(
      client.getByText(
        `${HI_LABELS.category.Lawyer} · ${HI_LABELS.specialization['Contract Review']}`,
      ),
    ).toBeVisible();
    await expect(
      client.getByText(hi('consultations.common.responseTimeAndPricing'), { exact: true }),
    ).toBeVisible();
    await expectFits(client);
    await expectAccessible(client.getByRole('main'));

    const accepted = await client.request.post(`/api/professional-offers/${offerId}/accept`, {
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
    const { orderId } = (await accepted.json()) as { orderId: string };

    await client.goto(`/checkout/${orderId}`);
    await expect(
      client.getByRole('heading', { level: 1, name: hi('checkout.page.title') }),
    ).toBeVisible();
    await expect(client.getByText(hi('checkout.summary.amount'))).toBeVisible();
    await expect(client.getByText(hi('checkout.simulated.upiDetail'))).toBeVisible();
    await expectFits(client);
    await expectAccessible(client.getByRole('main'));

    await client.getByRole('button', { name: hi('checkout.pay', { amount: '₹1,200' }) }).click();
    await expect(client.getByText(hi('checkout.toast.accepted'))).toBeVisible();
    await expect(client).toHaveURL(/\?tab=active$/);

    await client.goto(`/consultation/${id}`);
    await expect(client.getByText(hi('consultations.payment.paidHeld')).first()).toBeVisible();
    await expect(
      client.getByRole('region', { name: hi('consultations.payments.title') }),
    ).toBeVisible();
    await expectFits(client);
    const main = await client.getByRole('main').textContent();
    expect(main).not.toMatch(/\b(consultations|checkout|offers)\.[a-z]/);
    expect(errors).toEqual([]);
  });

  test('the dashboards, chat, wallet, bell and assistant in Hindi at 360 px', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const client = await hindiNewcomer(browser, 'Sunita');
    const errors: string[] = [];
    client.on('pageerror', (e) => errors.push(e.message));

    // A request with a lawyer's offer on it.
    const lawyer = await hindiSession(browser, LAWYER_WITH_WALLET.email);
    const { offerId } = await rentAgreementWithOffer(client, lawyer.request);

    // The user's dashboard: greeting, tabs, the offer on the Counter Offers tab.
    await client.goto('/?tab=offers');
    await expect(client.getByRole('heading', { level: 1 })).toContainText('Sunita');
    await expect(client.getByText(hi('dashboard.welcome.question'))).toBeVisible();
    const tabs = client.getByRole('tablist', { name: hi('dashboard.tabs.label') });
    await expect(tabs.getByRole('tab', { name: hi('dashboard.tabs.offers') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(client.getByText(hi('dashboard.offers.count', { count: 1 }))).toBeVisible();
    await expect(client.getByRole('button', { name: hi('dashboard.offer.accept') })).toBeVisible();
    await client.screenshot({
      path: test.info().outputPath('dashboard-offers-hi-360.png'),
      fullPage: true,
    });
    await expectFits(client);
    await expectAccessible(client.getByRole('main'));
    await expectNoIds(client);

    // Accepted: the hold notice, then paid at the checkout.
    const accepted = await client.request.post(`/api/professional-offers/${offerId}/accept`, {
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
    const { orderId } = (await accepted.json()) as { orderId: string };
    await client.reload();
    await expect(
      client.getByRole('link', { name: hi('dashboard.hold.completePayment') }),
    ).toBeVisible();
    await expectFits(client);
    await client.goto(`/checkout/${orderId}`);
    await client.getByRole('button', { name: hi('checkout.pay', { amount: '₹1,200' }) }).click();
    await expect(client).toHaveURL(/\?tab=active$/);

    // Active Chat: the chat dialog in Hindi; a message goes out.
    await expect(
      client.getByRole('heading', { name: hi('dashboard.activeChats.pending') }),
    ).toBeVisible();
    await client
      .getByRole('listitem')
      .filter({ hasText: 'किराया अनुबंध की जाँच' })
      .getByRole('button', { name: hi('dashboard.activeChats.start') })
      .click();
    const chat = client.getByRole('dialog', { name: 'किराया अनुबंध की जाँच' });
    await expect(chat.getByText(hi('chat.messages.empty'))).toBeVisible();
    const box = chat.getByRole('textbox', { name: hi('chat.composer.message') });
    await expect(box).toHaveAttribute('placeholder', hi('chat.composer.placeholder'));
    await expect(chat.getByRole('button', { name: hi('chat.composer.attach') })).toBeVisible();
    await box.fill('नमस्ते, क्या आप अनुबंध देख सकती हैं?');
    await chat.getByRole('button', { name: hi('chat.composer.send') }).click();
    await expect(chat.getByRole('log').getByText('नमस्ते, क्या आप अनुबंध देख सकती हैं?')).toBeVisible();
    await expect(chat.getByText(hi('chat.message.you'), { exact: true })).toBeVisible();
    await client.screenshot({ path: test.info().outputPath('chat-hi-360.png') });
    await expectFits(client);
    await expectAccessible(chat);
    await expectNoIds(client);
    await client.keyboard.press('Escape');

    // The assistant, from its launcher.
    await client.getByRole('button', { name: hi('assistant.title') }).click();
    const assistant = client.getByRole('dialog', { name: hi('assistant.title') });
    await expect(assistant.getByText(hi('assistant.greeting'))).toBeVisible();
    await expect(assistant.getByRole('button', { name: hi('assistant.send') })).toBeDisabled();
    await expectFits(client);
    await expectAccessible(assistant);
    await client.keyboard.press('Escape');

    // The professional: tiles, the active case waiting on her reply, the bell, wallet, completed.
    const lawyerErrors: string[] = [];
    lawyer.on('pageerror', (e) => lawyerErrors.push(e.message));
    await lawyer.goto('/');
    await expect(lawyer.getByText(hi('professional.subtitle'), { exact: false })).toBeVisible();
    await expect(lawyer.getByText(hi('professional.tiles.activeCases'))).toBeVisible();
    await expect(lawyer.getByText(hi('professional.tiles.thisMonth'))).toBeVisible();
    await expect(lawyer.getByText(hi('professional.active.replyDue')).first()).toBeVisible();
    await expect(
      lawyer.getByRole('button', { name: hi('professional.active.continueChat') }),
    ).toBeVisible();
    await lawyer.screenshot({
      path: test.info().outputPath('professional-hi-360.png'),
      fullPage: true,
    });
    await expectFits(lawyer);
    await expectAccessible(lawyer.getByRole('main'));
    await expectNoIds(lawyer);

    await lawyer.getByRole('button', { name: new RegExp(`^${hi('notifications.title')}`) }).click();
    await expect(lawyer.getByRole('heading', { name: hi('notifications.title') })).toBeVisible();
    await expect(lawyer.getByRole('button', { name: hi('notifications.markAll') })).toBeVisible();
    await expectFits(lawyer);
    await lawyer.keyboard.press('Escape');

    await lawyer.goto('/wallet');
    await expect(lawyer.getByRole('heading', { level: 1, name: hi('wallet.title') })).toBeVisible();
    await expect(lawyer.getByText(hi('wallet.balance.available'))).toBeVisible();
    await expect(lawyer.getByText(hi('wallet.figures.escrow'))).toBeVisible();
    await expect(lawyer.getByRole('heading', { name: hi('wallet.payouts.title') })).toBeVisible();
    await lawyer.screenshot({ path: test.info().outputPath('wallet-hi-360.png'), fullPage: true });
    await expectFits(lawyer);
    await expectAccessible(lawyer.getByRole('main'));
    await expectNoIds(lawyer);

    await lawyer.goto('/completed-cases');
    await expect(
      lawyer.getByRole('heading', { level: 1, name: hi('professional.completed.title') }),
    ).toBeVisible();
    await expectFits(lawyer);
    await expectAccessible(lawyer.getByRole('main'));

    expect(errors).toEqual([]);
    expect(lawyerErrors).toEqual([]);
  });

  test('the admin console in Hindi at 360 px: every tab fits, reads Hindi and passes axe', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await hindiSession(browser, 'admin@example.com');
    const errors: string[] = [];
    admin.on('pageerror', (error) => errors.push(error.message));
    await admin.goto('/');
    await expect(
      admin.getByRole('heading', { level: 1, name: hi('admin.page.title') }),
    ).toBeVisible();
    for (const tab of [
      'overview',
      'users',
      'professions',
      'consultations',
      'queries',
      'financial',
    ]) {
      await admin.goto(`/admin?tab=${tab}`);
      await expect(admin.getByRole('tab', { name: hi(`admin.tabs.${tab}`) })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await admin.waitForLoadState('networkidle');
      await expectHindiScreen(admin, `admin-${tab}`);
    }
    expect(errors).toEqual([]);
  });
});
