import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { authHeadersOf, expect, signUpThroughApi as signUp, test } from './fixtures';

const rightColumn = (page: Page) => page.getByTestId('right-column');

test('at 1280 px the right column searches, lists Popular Today and follows someone', async ({
  request,
  signedInPage: page,
  account,
}) => {
  // Someone I follow follows `suggested`: they come first in Who to follow.
  const { headers: myHeaders } = await authHeadersOf(request, account);
  const friend = await signUp(request);
  const suggested = await signUp(request, { name: `Suggested ${Date.now().toString(36)}` });
  await request.post('/api/v1/user/follow', { headers: myHeaders, data: { userId: friend.id } });
  await request.post('/api/v1/user/follow', {
    headers: friend.headers,
    data: { userId: suggested.id },
  });
  const word = `sidecolumn${Date.now().toString(36)}`;
  const postId = (
    await (
      await request.post('/api/v1/post/new', {
        headers: suggested.headers,
        data: { content: `Liked a lot: ${word}` },
      })
    ).json()
  ).data.post._id as string;
  for (const liker of [friend, await signUp(request), await signUp(request)])
    await request.post(`/api/v1/post/${postId}/react`, {
      headers: liker.headers,
      data: { kind: 'like' },
    });

  // Just below xl the page is as it was before the right column.
  await page.setViewportSize({ width: 1279, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Home Feed' })).toBeVisible();
  await expect(rightColumn(page)).toHaveCount(0);
  const narrower = await page.getByRole('main').boundingBox();
  await page.setViewportSize({ width: 1280, height: 800 });
  const column = rightColumn(page);
  await expect(column).toBeVisible();
  await expect(column.getByRole('search', { name: 'Search posts' })).toBeVisible();
  const today = column.getByRole('region', { name: 'Popular Today' });
  await expect(today).toBeVisible();
  const who = column.getByRole('region', { name: 'Who to follow' });
  await expect(who.getByRole('listitem').first()).toContainText(suggested.account.name);

  // The page column keeps its width (42 rem less the border: 671 px).
  const main = await page.getByRole('main').boundingBox();
  expect(main?.width).toBeGreaterThanOrEqual(narrower?.width ?? Number.POSITIVE_INFINITY);
  expect(main?.width).toBeGreaterThanOrEqual(671);
  await expectNoAxeViolations(page, 'Home with the right column');

  await who.getByRole('button', { name: `Follow ${suggested.account.name}`, exact: true }).click();
  await expect(
    who.getByRole('button', { name: `Following ${suggested.account.name}`, exact: true }),
  ).toBeDisabled();
  const profile = await request.get(`/api/v1/user/${suggested.id}`, { headers: myHeaders });
  expect((await profile.json()).data.user.viewer.following).toBe(true);

  await today.getByRole('link', { name: new RegExp(word) }).click();
  await expect(page).toHaveURL(new RegExp(`/posts/${postId}$`));

  await column.getByRole('searchbox', { name: 'Search posts' }).fill(word);
  await column.getByRole('searchbox', { name: 'Search posts' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/explore\\?q=${word}$`));
  await expect(page.getByRole('main').getByRole('article').filter({ hasText: word })).toBeVisible();
  // Explore has its own search box and Popular Today: the column keeps Who to follow only.
  await expect(column.getByRole('searchbox')).toHaveCount(0);
  await expect(column.getByRole('region', { name: 'Who to follow' })).toBeVisible();
});

test('at 390 px there is no right column', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Home Feed' })).toBeVisible();
  await expect(rightColumn(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Who to follow' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'Home at 390 px');
});

test('Explore fits a card, its name, badge and date, at 1280 and at 390 px', async ({
  request,
  signedInPage: page,
}) => {
  const author = await signUp(request, { name: 'Elif Demirtaş Yılmaz' });
  const word = `fitcheck${Date.now().toString(36)}`;
  await request.post('/api/v1/post/new', {
    headers: author.headers,
    data: { content: `A card to measure ${word}` },
  });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/explore?q=${word}`);
    const card = page.getByRole('main').getByRole('article').filter({ hasText: word });
    await expect(card).toBeVisible();
    const box = await card.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(width);
    const name = card.getByRole('heading', { name: author.account.name });
    const fits = await name.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits, `the name is cut at ${width} px`).toBe(true);
    const dateLines = await card
      .locator('time')
      .evaluate((element) => new Set([...element.getClientRects()].map((r) => r.top)).size);
    expect(dateLines, `the date wraps at ${width} px`).toBe(1);
  }
});
