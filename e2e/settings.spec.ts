import { readFile } from 'node:fs/promises';
import { messages } from '@app/contract';
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { type Account, expect, expectToast, newAccount, signIn, test } from './fixtures';

async function signUpAndPost(request: APIRequestContext, account: Account, content: string) {
  expect((await request.post('/api/v1/auth/signup', { data: account })).status()).toBe(201);
  const login = await request.post('/api/v1/auth/login', { data: account });
  const authorization = `Bearer ${(await login.json()).data.token}`;
  const post = await request.post('/api/v1/post/new', {
    headers: { authorization },
    data: { content },
  });
  expect(post.status()).toBe(201);
}

test('mute a word and see posts disappear', async ({ request, signedInPage: page }) => {
  const word = `quokka${Date.now().toString(36)}`;
  const content = `A ${word} smiled at me on the ferry`;
  await signUpAndPost(request, newAccount(), content);
  const post = page.getByRole('article').filter({ hasText: content });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Home Feed' })).toBeVisible();
  await expect(post).toBeVisible();

  await page.getByRole('complementary').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const mutedWords = page.getByRole('region', { name: messages.mutedWords });
  await mutedWords.getByLabel('Word or phrase').fill(word.toUpperCase());
  await mutedWords.getByRole('button', { name: 'Mute' }).click();
  await expect(mutedWords.getByRole('listitem').filter({ hasText: word })).toBeVisible();
  await expect(mutedWords.getByLabel('Word or phrase')).toHaveValue('');
  await expectNoAxeViolations(page, '/settings with a muted word');

  // Home (cached before the mute) and the search on Explore leave the post out.
  await page.getByRole('complementary').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Home Feed' })).toBeVisible();
  await expect(post).toHaveCount(0);
  await page.goto(`/explore?q=${word}`);
  await expect(page.getByText('No results found')).toBeVisible();

  await page.getByRole('complementary').getByRole('link', { name: 'Settings' }).click();
  await mutedWords.getByRole('button', { name: `Unmute ${word.toUpperCase()}` }).click();
  await expect(mutedWords.getByText('You have not muted any words.')).toBeVisible();

  await page.getByRole('complementary').getByRole('link', { name: 'Explore' }).click();
  await page.getByPlaceholder('Search').fill(word);
  await expect(post).toBeVisible();
  await page.getByRole('complementary').getByRole('link', { name: 'Home' }).click();
  await expect(post).toBeVisible();
});

test('change the password, see the devices, and sign the other ones out', async ({
  browser,
  account,
  page,
}) => {
  // Both devices sign in through the form: the sessions it makes are what the list shows.
  await signIn(page, account);
  // A second browser signed in as the same person: another device.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/sign-in');
  await otherPage.getByLabel('Email', { exact: true }).fill(account.email);
  await otherPage.getByLabel('Password', { exact: true }).fill(account.password);
  await otherPage.getByRole('button', { name: 'Log in' }).click();
  await expect(otherPage).toHaveURL(/\/$/);

  await page.goto('/settings');
  const devices = page.getByRole('region', { name: 'Devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByText('This device')).toHaveCount(1);
  await devices.getByRole('button', { name: 'Sign out of all other devices' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out of all other devices?' });
  await expectNoAxeViolations(page, '/settings, confirm dialog');
  await dialog.getByRole('button', { name: 'Sign out others' }).click();
  await expectToast(page, messages.otherSessionsEnded);
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/sign-in$/);
  await other.close();

  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not my password at all');
  await form.getByLabel('New password', { exact: true }).fill('a brand new long passphrase');
  await form.getByLabel('Confirm new password').fill('a brand new long passphrase');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByLabel('Current password')).toHaveAccessibleDescription(
    messages.passwordIncorrect,
  );
  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, messages.passwordChanged);
  await expect(form.getByLabel('Current password')).toHaveValue('');
});

test('download my data from Settings, my anonymous post marked', async ({
  signedInPage: page,
  account,
}) => {
  const content = `Written anonymously ${Date.now().toString(36)}`;
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const made = await page.request.post('/api/v1/post/new', {
    headers: { authorization: `Bearer ${token}` },
    data: { content, visibility: 'private' },
  });
  expect(made.status()).toBe(201);

  await page.getByRole('complementary').getByRole('link', { name: 'Settings' }).click();
  const section = page.getByRole('region', { name: messages.exportData });
  await section.getByLabel('Password').fill(`${account.password}?`);
  await section.getByRole('button', { name: messages.exportData }).click();
  await expect(section.getByLabel('Password')).toHaveAccessibleDescription(
    messages.passwordIncorrect,
  );

  await section.getByLabel('Password').fill(account.password);
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: messages.exportData }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^murmur-.+-\d{4}-\d{2}-\d{2}\.json$/);
  const archive = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(archive.profile.email).toBe(account.email);
  expect(archive.posts).toEqual([expect.objectContaining({ content, anonymous: true })]);
  await expectToast(page, messages.accountExported);
  await expectNoAxeViolations(page, '/settings after an export');
});
