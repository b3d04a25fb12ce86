import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { fillLoginForm } from '../support/admin.ts';
import { tinyPng } from '../support/files.ts';
import { DEMO_PASSWORD, freshEmail, mailTo, otpFor, registerUser } from '../support/people.ts';

// Account journeys of the accounts issue, against `npm start` with its dev mailbox.

const DEMO_USER = { email: 'priya.sharma@example.com', firstName: 'Priya' };
const DEMO_PROFESSIONAL = { email: 'rajesh.agarwal@example.com', firstName: 'Rajesh' };
const OTHER_DEMO_PROFESSIONAL = { email: 'meera.iyer@example.com', firstName: 'Meera' };

const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function fillAccountFields(
  panel: Locator,
  person: { firstName: string; lastName: string; email: string; password: string },
) {
  await panel.getByLabel('First name').fill(person.firstName);
  await panel.getByLabel('Last name').fill(person.lastName);
  await panel.getByLabel('Email').fill(person.email);
  await panel.getByLabel('Password', { exact: true }).fill(person.password);
  await panel.getByLabel('Confirm password', { exact: true }).fill(person.password);
}

async function verifyEmailInDialog(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(dialog).toContainText(email);
  await dialog.getByLabel('Verification code').fill(await otpFor(page.request, email));
  await dialog.getByRole('button', { name: 'Verify & Create Account' }).click();
}

/** A refused sign-in is said beside the password field (not only in a toast), and focused. */
async function expectRefusedBesidePassword(page: Page) {
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('Invalid email or password');
  await expect(password).toBeFocused();
  await expect(page.getByText('Login Failed')).toHaveCount(0);
  await expectAccessible(page.getByRole('main'));
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  return page.getByRole('menu');
}

/** Account menu → Profile → Add (or Update) Photo: the photo dialog. */
async function openPhotoDialog(page: Page) {
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Profile' }).click();
  await page
    .getByRole('dialog', { name: 'Your Profile' })
    .getByRole('button', { name: /^(Add|Update) Photo$/ })
    .click();
  return page.getByRole('dialog', { name: 'Profile Photo' });
}

/** Registers Kavya Nair through the API, signed in with the page's cookies. */
function registerKavya(page: Page, email: string, password: string) {
  return registerUser(page.request, { firstName: 'Kavya', lastName: 'Nair', email, password });
}

// Chromium's fake camera (a test pattern, in every worker's browser: playwright.config.ts) stands
// in for a front camera, already allowed.
test.use({ permissions: ['camera'] });

test.describe('accounts', () => {
  test('a professional registers with a credential and is told the review is pending', async ({
    page,
  }) => {
    const email = freshEmail('meera');
    const password = 'ledger-and-gst-9';
    await page.goto('/register');
    await page.getByRole('tab', { name: 'Register as Professional' }).click();

    // The panel its tab names: the switch renders as a transition (the address changes), so the
    // client's panel may still be the one shown for a moment after the click.
    const panel = page.getByRole('tabpanel', { name: 'Register as Professional' });
    await fillAccountFields(panel, { firstName: 'Meera', lastName: 'Kulkarni', email, password });
    await panel.getByLabel('Specialization').selectOption({ label: 'CA' });
    await panel.getByLabel('Experience (years)').fill('9');
    await panel
      .getByLabel('Professional bio')
      .fill('Chartered Accountant: GST returns and income tax notices for small businesses.');
    await panel.getByLabel('Registration or licence number').fill('ICAI-118822');
    await panel.getByLabel('Credential documents', { exact: true }).setInputFiles({
      name: 'icai-certificate.pdf',
      mimeType: 'application/pdf',
      buffer: TINY_PDF,
    });
    await expect(panel.getByRole('button', { name: 'Remove icai-certificate.pdf' })).toBeVisible();
    await panel.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
    await panel.getByRole('button', { name: 'Create Professional Account' }).click();
    await verifyEmailInDialog(page, email);

    await expect(page.getByRole('heading', { name: 'Registration submitted' })).toBeVisible();
    await expect(page.getByText(/typically takes 2–3 business days/)).toBeVisible();
    await expect(page.getByRole('main').getByText(email)).toBeVisible();
    await mailTo(page.request, email, /received your Salahkar application/i);

    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await fillLoginForm(page, email, password);
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Professional', { exact: true })).toBeVisible();
    await expect(banner.getByText('(Pending)')).toBeVisible();
  });

  test('a person logs out and back in', async ({ page }) => {
    await fillLoginForm(page, DEMO_USER.email, 'not-the-password');
    await expectRefusedBesidePassword(page);

    await fillLoginForm(page, DEMO_USER.email, DEMO_PASSWORD);
    await expect(
      page.getByRole('heading', { name: `Welcome back, ${DEMO_USER.firstName}!` }),
    ).toBeVisible();

    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Join Now' }).first()).toBeVisible();
    // The old session is gone: a page that needs one shows the login screen.
    await page.goto('/submit-consultation');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

    await fillLoginForm(page, DEMO_USER.email, DEMO_PASSWORD);
    await expect(
      page.getByRole('heading', { name: `Welcome back, ${DEMO_USER.firstName}!` }),
    ).toBeVisible();
  });

  test('a forgotten password is reset from the emailed link', async ({ page, browser }) => {
    const email = freshEmail('kavya');
    const oldPassword = 'first-password-1';
    const newPassword = 'second-password-2';
    // Register in a separate context, so this page starts as a visitor.
    const other = await browser.newContext();
    await registerKavya(await other.newPage(), email, oldPassword);
    await other.close();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const send = page.getByRole('button', { name: 'Send Reset Link' });
    await expect(send).toBeDisabled();
    await page.getByLabel('Email').fill(email);
    await send.click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByText('Reset link sent')).toBeVisible();

    const mail = await mailTo(page.request, email, /reset your salahkar password/i);
    const link = /https?:\/\/\S+\/reset-password\?token=[0-9a-f]{64}/i.exec(mail.text)?.[0];
    expect(link, 'the reset mail carries the link').toBeDefined();
    const { pathname, search } = new URL(link!);
    await page.goto(pathname + search);

    await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password reset successful' })).toBeVisible();

    // The link works once.
    await page.goto(pathname + search);
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Login' }).click();

    await fillLoginForm(page, email, oldPassword);
    await expectRefusedBesidePassword(page);
    await fillLoginForm(page, email, newPassword);
    await expect(page.getByRole('heading', { name: 'Welcome back, Kavya!' })).toBeVisible();
  });

  test('a person edits their profile', async ({ page }) => {
    const email = freshEmail('kavya');
    await registerKavya(page, email, 'profile-password-3');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome, Kavya!' })).toBeVisible();

    await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Profile' });
    await expect(dialog.getByText('Not provided').first()).toBeVisible();
    await expect(dialog.getByText('Cannot be changed')).toBeVisible();

    await dialog.getByRole('button', { name: 'Edit Profile' }).click();
    await dialog.getByLabel('City').fill('Thrissur');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByText('Thrissur')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Edit Profile' }).click();
    await dialog.getByLabel('First name').fill('Kavitha');
    await dialog.getByLabel('Mobile').fill('+91 94470 12345');
    await dialog.getByLabel('City').fill('Kochi');
    await dialog.getByLabel('Languages').fill('Malayalam, English');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText('Profile Updated')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(dialog.getByText('+91 94470 12345')).toBeVisible();
    await expect(dialog.getByText('Malayalam, English')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Kavitha!' })).toBeVisible();
    await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Profile' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Your Profile' }).getByText('Kochi'),
    ).toBeVisible();
  });

  test('an approved professional uploads a profile photo from the gallery', async ({ page }) => {
    await fillLoginForm(page, DEMO_PROFESSIONAL.email, DEMO_PASSWORD);
    await expect(
      page.getByRole('heading', {
        name: new RegExp(`Welcome back, ${DEMO_PROFESSIONAL.firstName}`),
      }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByText('(Pending)')).toHaveCount(0);

    const photoDialog = await openPhotoDialog(page);
    await photoDialog.getByLabel('Choose a photo from your gallery').setInputFiles({
      name: 'rajesh.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
    await expect(photoDialog.getByRole('img', { name: 'Your new profile photo' })).toBeVisible();
    await photoDialog.getByRole('button', { name: 'Upload Photo' }).click();

    await expect(photoDialog.getByText('Your profile photo has been updated.')).toBeVisible();
    await expect(page.getByText('Profile photo updated successfully!')).toBeVisible();
    await photoDialog.getByRole('button', { name: 'Done' }).click();
    await expect(photoDialog).toBeHidden();
    await expect(
      page
        .getByRole('dialog', { name: 'Your Profile' })
        .getByRole('button', { name: 'Update Photo' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    const avatarPhoto = page
      .getByRole('button', { name: /Account menu for Rajesh/ })
      .locator('img');
    await expect(avatarPhoto).toHaveAttribute('src', /.+/);
    // The stored photo is served back to its owner, and survives a reload.
    await expect(avatarPhoto).toHaveJSProperty('naturalWidth', 1);
    await page.reload();
    await expect(avatarPhoto).toHaveJSProperty('naturalWidth', 1);
  });
});

test.describe('accounts: the first ten minutes', () => {
  // The registration of a user through the form, from Book Now to the dashboard (once: the
  // other journeys register through the API).
  test('Book Now carries the chosen field through registration into the post form', async ({
    page,
  }) => {
    const email = freshEmail('farah');
    await page.goto('/');
    await page.getByRole('link', { name: 'Book Now: Legal Expert' }).click();

    // A visitor lands on registration, with the way to sign in for those who have an account.
    await expect(page).toHaveURL(/\/register\?field=Lawyer$/);
    await expect(page.getByText(/You chose Legal Expert/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?field=Lawyer',
    );
    const panel = page.getByRole('tabpanel');
    await fillAccountFields(panel, {
      firstName: 'Farah',
      lastName: 'Khan',
      email,
      password: 'monsoon-chai-42',
    });
    const submit = panel.getByRole('button', { name: 'Create User Account' });
    await expect(submit).toBeDisabled();
    await panel.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
    await submit.click();

    // A wrong code is said in the dialog, beside the code box.
    const dialog = page.getByRole('dialog', { name: 'Verify your email' });
    const right = await otpFor(page.request, email);
    const codeBox = dialog.getByLabel('Verification code');
    await codeBox.fill(right === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Verify & Create Account' }).click();
    await expect(codeBox).toHaveAttribute('aria-invalid', 'true');
    await expect(codeBox).toHaveAccessibleDescription('Invalid or expired OTP');
    await expect(codeBox).toBeFocused();
    await expect(page.getByText('Verification Failed')).toHaveCount(0);
    await expectAccessible(dialog);

    await codeBox.fill(right);
    await dialog.getByRole('button', { name: 'Verify & Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to Salahkar!' })).toBeVisible();
    await expect(
      page.getByText('Account created successfully! You are now logged in.'),
    ).toHaveCount(1);
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();

    const post = page.getByRole('dialog', { name: 'Post New Consultation' });
    await expect(post.getByLabel('Professional Type', { exact: true })).toHaveValue('Lawyer');
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(post);
    // The page behind the dialog (hidden from the accessibility tree while it is open).
    await post.getByRole('button', { name: 'Cancel' }).click();
    // The session registration started is the first: a newcomer is welcomed, not welcomed back.
    await expect(page.getByRole('heading', { name: 'Welcome, Farah!' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('User', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Farah Khan' })).toHaveText(
      'FK',
    );
  });

  test('a visitor with an account signs in from registration and keeps the field', async ({
    page,
  }) => {
    await page.goto('/register?field=Doctor');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\?field=Doctor$/);
    await expect(page.getByText(/You chose Medical Expert/)).toBeVisible();
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();

    const post = page.getByRole('dialog', { name: 'Post New Consultation' });
    await expect(post.getByLabel('Professional Type', { exact: true })).toHaveValue('Doctor');
    await post.getByRole('button', { name: 'Cancel' }).click();
    await expect(
      page.getByRole('heading', { name: `Welcome back, ${DEMO_USER.firstName}!` }),
    ).toBeVisible();
  });

  test('sign-in never follows a next address off the site', async ({ page }) => {
    await page.goto(`/login?next=${encodeURIComponent('//evil.example/steal')}`);
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.getByRole('heading', { name: `Welcome back, ${DEMO_USER.firstName}!` }),
    ).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  });

  test('a registered email gets the same answer, and its owner a sign-in hint', async ({
    page,
  }) => {
    await page.goto('/register');
    const panel = page.getByRole('tabpanel');
    await fillAccountFields(panel, {
      firstName: 'Priya',
      lastName: 'Sharma',
      email: DEMO_USER.email,
      password: 'monsoon-chai-42',
    });
    await panel.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
    await panel.getByRole('button', { name: 'Create User Account' }).click();

    // Nothing on the page tells that the address has an account: the next step is said either way.
    const dialog = page.getByRole('dialog', { name: 'Verify your email' });
    await expect(dialog).toContainText(
      'Check your inbox; if you already have an account, we sent a sign-in hint instead.',
    );
    await expectAccessible(dialog);
    const hint = await mailTo(page.request, DEMO_USER.email, /tried to register with your email/i);
    expect(hint.text).toMatch(/\/forgot-password/);

    // Any code fails there as a wrong one does.
    await dialog.getByLabel('Verification code').fill('123456');
    await dialog.getByRole('button', { name: 'Verify & Create Account' }).click();
    await expect(dialog.getByLabel('Verification code')).toHaveAccessibleDescription(
      'Invalid or expired OTP',
    );
  });
});

test.describe('accounts: the camera', () => {
  test('an approved professional takes a profile photo with the camera', async ({ page }) => {
    await fillLoginForm(page, OTHER_DEMO_PROFESSIONAL.email, DEMO_PASSWORD);
    const photoDialog = await openPhotoDialog(page);
    await photoDialog.getByRole('button', { name: 'Take Photo' }).click();

    const preview = photoDialog.getByLabel('Camera preview');
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth))
      .toBe(640);
    await photoDialog.getByRole('button', { name: 'Capture' }).click();
    await expect(photoDialog.getByRole('img', { name: 'Your new profile photo' })).toBeVisible();
    await expect(photoDialog.getByLabel('Camera preview')).toHaveCount(0);
    await photoDialog.getByRole('button', { name: 'Upload Photo' }).click();

    await expect(photoDialog.getByText('Your profile photo has been updated.')).toBeVisible();
    await photoDialog.getByRole('button', { name: 'Done' }).click();
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('button', { name: /Account menu for Meera/ }).locator('img'),
    ).toHaveJSProperty('naturalWidth', 640);
  });
});
