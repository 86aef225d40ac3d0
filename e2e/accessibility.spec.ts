import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, label).toEqual([]);
}

test('the public pages have no axe-core violations', async ({ page }) => {
  for (const path of ['/sign-in', '/sign-up']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoViolations(page, path);
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
    await page.waitForTimeout(300);
    await expectNoViolations(page, path);
  }
});
