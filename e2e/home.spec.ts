import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/api/v1/auth/login', { data: account });
  return { authorization: `Bearer ${(await login.json()).data.token}` };
}

const tab = (page: Page, name: 'Following' | 'Everyone') =>
  page.getByRole('tablist', { name: 'Feeds' }).getByRole('tab', { name });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** Whether the page stays where it is over the next three frames. */
const scrollStill = (page: Page) =>
  page.evaluate(async () => {
    const start = window.scrollY;
    for (let frame = 0; frame < 3; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (window.scrollY !== start) return false;
    }
    return true;
  });

test('Home opens on Everyone the first time, then on the tab chosen last, after a reload too', async ({
  request,
  signedInPage: page,
  account,
}) => {
  const mine = `My own thoughts ${Date.now().toString(36)}`;
  await request.post('/api/v1/post/new', {
    headers: await tokenOf(request, account),
    data: { content: mine },
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Home Feed' })).toBeVisible();
  await expect(tab(page, 'Everyone')).toHaveAttribute('aria-selected', 'true');

  await tab(page, 'Following').click();
  const following = page.getByRole('tabpanel', { name: 'Following' });
  // My own posts are in my Following tab.
  await expect(following.getByRole('article').filter({ hasText: mine })).toBeVisible();

  await page.reload();
  await expect(tab(page, 'Following')).toHaveAttribute('aria-selected', 'true');
  await expect(following.getByRole('article').filter({ hasText: mine })).toBeVisible();

  // Elsewhere and back: still Following.
  await page.getByRole('link', { name: 'Explore' }).first().click();
  await expect(page.getByRole('heading', { name: 'Search Posts' })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(tab(page, 'Following')).toHaveAttribute('aria-selected', 'true');

  await tab(page, 'Everyone').click();
  await page.reload();
  await expect(tab(page, 'Everyone')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Everyone' }).getByText(mine)).toBeVisible();
});

test('Back from a post returns Home to the same place; a post opens at its top', async ({
  request,
  signedInPage: page,
  account,
}) => {
  const headers = await tokenOf(request, account);
  const stamp = Date.now().toString(36);
  for (let index = 1; index <= 24; index += 1) {
    await request.post('/api/v1/post/new', {
      headers,
      data: { content: `Scroll test ${stamp} number ${index}` },
    });
  }
  await page.reload();
  const card = (index: number) =>
    page.getByRole('article').filter({ hasText: `Scroll test ${stamp} number ${index}` });
  // Newest first: number 12 sits about halfway down the first page.
  const target = card(12);
  await target.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 150);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  // The wheel's scroll may still be moving: leave once it has stood still for a few frames.
  await expect.poll(() => scrollStill(page)).toBe(true);
  const before = await scrollY(page);

  await target.getByRole('link', { name: /open the post/ }).click();
  await expect(page).toHaveURL(/\/posts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Post' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollY(page)).toBe(before);
  await expect(target).toBeInViewport();

  // The browser's own Back does the same.
  await target.getByRole('link', { name: /open the post/ }).click();
  await expect(page.getByRole('heading', { name: 'Post' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollY(page)).toBe(before);
});

test('a page opened by a link starts at its top: the profile after saving the edit form', async ({
  request,
  signedInPage: page,
  account,
}) => {
  const login = await (await request.post('/api/v1/auth/login', { data: account })).json();
  const id: string = login.data.user._id;
  await page.goto(`/update-profile/${id}`);
  await page.getByLabel('Bio', { exact: true }).fill('Scrolled to the bottom of the form');
  const save = page.getByRole('button', { name: 'Update Profile' });
  await save.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);

  await save.click();
  await expect(page).toHaveURL(new RegExp(`/profile/${id}$`));
  await expect(page.getByText('"Scrolled to the bottom of the form"')).toBeVisible();
  expect(await scrollY(page)).toBe(0);
});
