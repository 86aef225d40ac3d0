import { messages } from '@app/contract';
import { expectNoAxeViolations } from './axe';
import { expect, expectToast, signIn, test } from './fixtures';
import { mailSubjects, newestMailLink } from './outbox';

const newPassword = 'another quite unusual passphrase';

test('reset a password through the outbox link', async ({ page, account }) => {
  await signIn(page, account);
  await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectNoAxeViolations(page, '/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.resetRequested })).toBeVisible();

  const mail = await newestMailLink(account.email, mailSubjects.reset);
  expect(mail.path).toMatch(/^\/reset-password\?token=/);
  await page.goto(mail.path);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page, '/reset-password');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(`${newPassword}!`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByLabel('Confirm new password', { exact: true }),
  ).toHaveAccessibleDescription(messages.passwordsDoNotMatch);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expectToast(page, messages.passwordReset);
  await expect(page).toHaveURL(/\/sign-in$/);

  // The old password no longer works; the new one does.
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectToast(page, messages.toastLoginFailed);
  await expect(page).toHaveURL(/\/sign-in$/);
  await signIn(page, { email: account.email, password: newPassword });

  // A link works once.
  await page.goto(mail.path);
  await page.getByLabel('New password', { exact: true }).fill('yet another long passphrase');
  await page
    .getByLabel('Confirm new password', { exact: true })
    .fill('yet another long passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.linkInvalid })).toBeVisible();
  await expectNoAxeViolations(page, '/reset-password, used link');
  // Still signed in here: the page that sends a new link opens all the same.
  await page.getByRole('link', { name: messages.resetLinkRequestAgain }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a reset link opened while signed in works and signs this browser out', async ({
  page,
  request,
  account,
}) => {
  await signIn(page, account);
  const answer = await request.post('/api/v1/auth/password/forgot', {
    data: { email: account.email },
  });
  expect(answer.ok()).toBe(true);
  const mail = await newestMailLink(account.email, mailSubjects.reset);

  await page.goto(mail.path);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expectToast(page, messages.passwordReset);
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await signIn(page, { email: account.email, password: newPassword });
});

test('the banner asks to verify the e-mail; the link verifies it and the banner goes', async ({
  signedInPage: page,
  account,
}) => {
  const banner = page.getByRole('region', { name: 'E-mail verification' });
  await expect(banner).toContainText(messages.verifyEmailPrompt);
  await expectNoAxeViolations(page, 'Home with the verification banner');
  // The sign-up mail went out a moment ago: another must wait a minute (PRODUCT.md §9).
  await banner.getByRole('button', { name: 'Resend link' }).click();
  await expectToast(page, messages.mailTooSoon);

  const mail = await newestMailLink(account.email, mailSubjects.verify);
  await page.goto(mail.path);
  await expect(page.getByRole('status').filter({ hasText: messages.emailVerified })).toBeVisible();
  await expectNoAxeViolations(page, '/verify-email');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page.getByRole('heading', { name: 'Home Feed' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
