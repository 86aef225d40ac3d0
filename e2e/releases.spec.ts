import { expect, test } from './fixtures';

test('a tab left open across a release reloads once when a screen’s code is gone, then says so', async ({
  signedInPage: page,
}) => {
  // As after a release: the hashed chunk this tab knows for Explore is no longer served.
  await page.route(/\/assets\/explore-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'gone' }),
  );
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Explore' })
    .click();

  // The first failure reloads the page; the chunk is still missing, so the error page shows
  // instead of a reload loop.
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  expect(loads).toBe(1);
  await expect(page).toHaveURL(/\/explore$/);
});
