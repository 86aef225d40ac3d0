import { expectNoAxeViolations } from './axe';
import { expect, test, untilLoaded } from './fixtures';

test('the public pages have no axe-core violations', async ({ page }) => {
  for (const path of ['/sign-in', '/sign-up']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
});

test('the main pages have no axe-core violations', async ({ signedInPage: page }) => {
  for (const [path, heading] of [
    ['/', 'Home Feed'],
    ['/explore', 'Search Posts'],
    ['/all-users', 'All Users'],
    ['/saved', 'Saved Posts'],
    ['/create-post', 'Create Post'],
    ['/notifications', 'Notifications'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await untilLoaded(page);
    await expectNoAxeViolations(page, path);
  }
});
