import { messages } from '@app/contract';
import { expect, expectToast, newAccount, signIn, test } from './fixtures';

test('a new person signs up, signs in, lands on Home with their name, and signs out', async ({
  page,
}) => {
  const account = newAccount();
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { name: 'Create a new account' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(account.name);
  await page.getByLabel('Username', { exact: true }).fill(account.username);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Phone', { exact: true }).fill(account.phone);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expectToast(page, messages.toastSignUpSuccess);
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, messages.toastLoginSuccess);
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText(account.name)).toBeVisible();
  await expect(sidebar.getByText(`@${account.username}`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await sidebar.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The old token no longer works: signing out revoked it on the server.
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('the sign-up form shows each validation message under its field', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
    messages.nameRequired,
  );
  await expect(page.getByLabel('Username', { exact: true })).toHaveAccessibleDescription(
    messages.usernameRequired,
  );
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
    messages.emailInvalid,
  );
  await expect(page.getByLabel('Phone', { exact: true })).toHaveAccessibleDescription(
    messages.phoneTooShort,
  );
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    messages.passwordTooShortSignUp,
  );

  await page.getByLabel('Password', { exact: true }).fill('1234567');
  await page.getByLabel('Phone', { exact: true }).fill('555 1234');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    messages.passwordTooShortSignUp,
  );
  await expect(page.getByLabel('Phone', { exact: true })).toHaveAccessibleDescription(
    messages.phoneTooShort,
  );
});

test('the sign-up form shows the server’s answer for a taken e-mail and a common password', async ({
  page,
  account,
}) => {
  await page.goto('/sign-up');
  const other = newAccount();
  await page.getByLabel('Name', { exact: true }).fill(other.name);
  await page.getByLabel('Username', { exact: true }).fill(other.username);
  await page.getByLabel('Email', { exact: true }).fill(account.email.toUpperCase());
  await page.getByLabel('Phone', { exact: true }).fill(other.phone);
  await page.getByLabel('Password', { exact: true }).fill(other.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
    messages.emailTaken,
  );
  await expect(page).toHaveURL(/\/sign-up$/);

  await page.getByLabel('Email', { exact: true }).fill(other.email);
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    messages.passwordTooCommon,
  );
  // Nothing typed is lost while the person corrects the one field.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(other.name);
});

test('the sign-in form shows each validation message under its field', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
    messages.emailInvalid,
  );
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    messages.passwordTooShortLogin,
  );
  await expect(page.getByRole('link', { name: "Don't have an account? Sign up" })).toBeVisible();
});

test('a wrong password shows the login failure toast and stays on sign-in', async ({
  page,
  account,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('not the right password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectToast(page, messages.toastLoginFailed);
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('an unauthenticated visit to / goes to /sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a signed-in visit to /sign-in or /sign-up goes to /', async ({ page, account }) => {
  // Signed in through the form, as everywhere in this file: the form is what it is about.
  await signIn(page, account);
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/sign-up');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('complementary').getByText(account.name)).toBeVisible();
});

test('a token the server no longer accepts is dropped and the person is sent to sign in', async ({
  page,
  account,
}) => {
  await signIn(page, account);
  await page.evaluate(() => localStorage.setItem('token', 'A'.repeat(43)));
  await page.reload();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
