import { messages } from '@app/contract';
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, newAccount, signInThroughApi, test } from './fixtures';

/** A signed-up person with a token for API set-up, and a page of their own. */
async function person(
  browser: Browser,
  request: APIRequestContext,
  options: { private?: boolean } = {},
) {
  const account = newAccount();
  const created = await request.post('/api/v1/auth/signup', { data: account });
  expect(created.status()).toBe(201);
  const login = await (
    await request.post('/api/v1/auth/login', {
      data: { email: account.email, password: account.password },
    })
  ).json();
  const headers = { authorization: `Bearer ${login.data.token}` };
  if (options.private)
    await request.put('/api/v1/user/update', { headers, data: { isPrivate: true } });
  const page = await (await browser.newContext()).newPage();
  await signInThroughApi(page, account);
  return { account, id: login.data.user._id as string, headers, page };
}

test('following a public account, requesting a private one, and the owner accepting', async ({
  browser,
  request,
}) => {
  const pub = await person(browser, request);
  const priv = await person(browser, request, { private: true });
  await request.post('/api/v1/post/new', {
    headers: priv.headers,
    data: { content: 'Only for my followers' },
  });
  const fan = await person(browser, request);

  await fan.page.goto(`/profile/${pub.id}`);
  await fan.page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(fan.page.getByRole('button', { name: /^(Following|Unfollow)$/ })).toBeVisible();

  await fan.page.goto(`/profile/${priv.id}`);
  await expect(fan.page.getByText('This account is private')).toBeVisible();
  await expect(fan.page.getByText('Private Account')).toBeVisible();
  await fan.page.getByRole('button', { name: 'Request Follow' }).click();
  // Exact: Who to follow, beside the profile at 1280 px, may hold 'Requested <name>' too.
  await expect(fan.page.getByRole('button', { name: 'Requested', exact: true })).toBeVisible();

  await priv.page.goto(`/profile/${priv.id}`);
  await priv.page.getByRole('button', { name: new RegExp(`^Accept.*${fan.account.name}`) }).click();
  await expect(
    priv.page.getByRole('button', { name: new RegExp(`^Accept.*${fan.account.name}`) }),
  ).toHaveCount(0);

  await fan.page.reload();
  // In the page: the right column's Popular Today may show the post as well.
  await expect(fan.page.getByRole('main').getByText('Only for my followers')).toBeVisible();
  await expect(fan.page.getByRole('button', { name: /^(Following|Unfollow)$/ })).toBeVisible();
});

test('People lists others with a Follow button that becomes Following', async ({
  browser,
  request,
}) => {
  const someone = await person(browser, request);
  const viewer = await person(browser, request);
  await viewer.page.goto('/all-users');
  await expect(viewer.page.getByRole('heading', { name: 'All Users' })).toBeVisible();
  await viewer.page.getByLabel('Search people').fill(someone.account.username);
  const cardOf = viewer.page.getByRole('article').filter({ hasText: someone.account.name });
  await expect(cardOf).toContainText(`@${someone.account.username}`);
  await cardOf.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(cardOf.getByRole('button', { name: 'Following' })).toBeDisabled();
  await cardOf.getByText(someone.account.name).click();
  await expect(viewer.page).toHaveURL(new RegExp(`/profile/${someone.id}$`));
});

test('blocking hides the profile from the blocked person until unblocked', async ({
  browser,
  request,
}) => {
  const ann = await person(browser, request);
  const dan = await person(browser, request);
  await ann.page.goto(`/profile/${dan.id}`);
  await ann.page.getByRole('button', { name: 'More actions' }).click();
  await ann.page.getByRole('menuitem', { name: 'Block' }).click();
  await ann.page.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();

  await dan.page.goto(`/profile/${ann.id}`);
  await expect(dan.page.getByText(messages.userNotFound)).toBeVisible();

  await ann.page.getByRole('button', { name: 'More actions' }).click();
  await ann.page.getByRole('menuitem', { name: 'Unblock' }).click();
  await dan.page.reload();
  await expect(dan.page.getByRole('heading', { name: ann.account.name })).toBeVisible();
});

test('editing one’s profile with a new picture shows it in the sidebar and on the profile', async ({
  browser,
  request,
}) => {
  const me = await person(browser, request);
  const other = await person(browser, request);
  const page = me.page;
  await page.goto(`/update-profile/${me.id}`);
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAoElEQVRoge2SQQkAQRDDqqh2zj9EyIq4RxgoREAaGr6eJroBG1C9IrtQ7xLdgA2oXpFdqHeJbsAGVK/ILtS7RDdgA6pXZBfqXaIbsAHVK7IL9S7RDdiA6hXZhXqX6AZsQPWK7EK9S3QDNqB6RXah3iW6ARtQvSK7UO8S3YANqF6RXah3iW7ABlSvyC7Uu0Q3YAOqV2QX6l2iG7AB1Sv+4QF3k5FLEFpdYwAAAABJRU5ErkJggg==',
    'base64',
  );
  await page
    .getByLabel('Profile photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await page.getByLabel('Name', { exact: true }).fill('Renamed Person');
  await page.getByLabel('Bio', { exact: true }).fill('Line one of my bio');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Profile updated successfully!'),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/profile/${me.id}$`));
  await expect(page.getByText('"Line one of my bio"')).toBeVisible();
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText('Renamed Person')).toBeVisible();
  // The sidebar's small avatar takes the 96 px copy; the profile header the 400 px picture.
  await expect(sidebar.locator('img[src*="/media/avatars/"][src$="-96.jpg"]')).toBeVisible();
  await expect(page.getByRole('main').locator('img[src*="/media/avatars/"]').first()).toBeVisible();

  // Only the owner reaches the edit page.
  await other.page.goto(`/update-profile/${me.id}`);
  await expect(other.page.getByText(messages.onlyEditOwnProfile)).toBeVisible();
  await expect(other.page.getByRole('button', { name: 'Update Profile' })).toHaveCount(0);
});
