import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/api/v1/auth/login', { data: account });
  return { authorization: `Bearer ${(await login.json()).data.token}` };
}

test('search shows results only after the pause, keeps the query in the URL, and says when nothing matches', async ({
  request,
  signedInPage: page,
  account,
}) => {
  const headers = await tokenOf(request, account);
  const word = `zebrafinch${Date.now().toString(36)}`;
  await request.post('/api/v1/post/new', { headers, data: { content: `Spotted a ${word} today` } });
  await page.goto('/explore');
  await expect(page.getByRole('heading', { name: 'Search Posts' })).toBeVisible();
  const box = page.getByPlaceholder('Search');
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/post/list') && (r.postData() ?? '').includes('"search"'))
      searches.push(r.postData() ?? '');
  });
  await box.pressSequentially(word.slice(0, 8), { delay: 60 });
  // While typing, nothing was asked yet.
  expect(searches).toHaveLength(0);
  await box.pressSequentially(word.slice(8), { delay: 60 });
  await expect(page.getByRole('article').filter({ hasText: word })).toBeVisible();
  expect(searches.length).toBeLessThanOrEqual(2);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  await page.reload();
  await expect(page.getByPlaceholder('Search')).toHaveValue(word);
  await expect(page.getByRole('article').filter({ hasText: word })).toBeVisible();

  await box.fill('qqqnothingmatchesthisqqq');
  await expect(page.getByText('No results found')).toBeVisible();
});

test('the grid grows on scroll until End of posts', async ({
  request,
  signedInPage: page,
  account,
}) => {
  const headers = await tokenOf(request, account);
  const tag = `gridpost${Date.now().toString(36)}`;
  for (let i = 0; i < 26; i++)
    await request.post('/api/v1/post/new', { headers, data: { content: `${tag} number ${i}` } });
  await page.goto(`/explore?q=${tag}`);
  const cards = page.getByRole('article').filter({ hasText: tag });
  await expect(cards.first()).toBeVisible();
  // Each scroll to the bottom may load the next page; the list ends after the last one.
  await expect(async () => {
    await page.mouse.wheel(0, 5000);
    await expect(page.getByText('End of posts')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(cards).toHaveCount(26);
});

test('Popular Today changes with the All / Following choice', async ({
  request,
  signedInPage: page,
  account,
}) => {
  const headers = await tokenOf(request, account);
  const other = {
    name: 'Popular Person',
    username: `pop_${Date.now().toString(36)}`,
    email: `pop${Date.now()}@example.com`,
    phone: '0123456789',
    password: 'a long popular passphrase',
  };
  await request.post('/api/v1/auth/signup', { data: other });
  const otherHeaders = await tokenOf(request, other);
  const stranger = `popular from a stranger ${Date.now().toString(36)}`;
  await request.post('/api/v1/post/new', { headers: otherHeaders, data: { content: stranger } });
  const mine = `popular from me ${Date.now().toString(36)}`;
  await request.post('/api/v1/post/new', { headers, data: { content: mine } });

  await page.goto('/explore');
  await expect(page.getByRole('heading', { name: 'Popular Today' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: stranger })).toBeVisible();
  await page.getByRole('radio', { name: 'Following' }).click();
  await expect(page.getByRole('article').filter({ hasText: mine })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: stranger })).toHaveCount(0);
  await page.getByRole('radio', { name: 'All' }).click();
  await expect(page.getByRole('article').filter({ hasText: stranger })).toBeVisible();
});
