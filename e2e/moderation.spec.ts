import { messages } from '@app/contract';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, expectToast, newAccount, openWindow, test } from './fixtures';
import { moderatorAccount } from './moderator';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('report a post, a moderator removes it, the author sees it gone', async ({
  browser,
  request,
  signedInPage: author,
  account,
}) => {
  // The author is a member: no Moderation link, and the page turns them away.
  await expect(mainNav(author).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(mainNav(author).getByRole('link', { name: 'Moderation' })).toHaveCount(0);
  await author.goto('/moderation');
  await expect(author.getByText(messages.moderatorsOnlyPage)).toBeVisible();

  const content = `Totally legit offer ${Date.now().toString(36)}`;
  await author.goto('/create-post');
  await author.getByLabel('Content', { exact: true }).fill(content);
  await author.getByRole('radio', { name: 'Public' }).check();
  await author.getByRole('button', { name: 'Post', exact: true }).click();
  await expectToast(author, messages.postCreated);
  const postId = author.url().split('/').pop() as string;
  // The author's own post has nothing to report or mute it in its menu, only Copy link.
  await author.getByRole('button', { name: 'More actions for your post' }).click();
  await expect(author.getByRole('menuitem')).toHaveText(['Copy link']);
  await author.keyboard.press('Escape');

  const reporterAccount = newAccount();
  expect((await request.post('/api/v1/auth/signup', { data: reporterAccount })).status()).toBe(201);
  const reporter = await openWindow(browser, reporterAccount);
  await reporter.page.goto(`/posts/${postId}`);
  await reporter.page
    .getByRole('button', { name: `More actions for ${account.name}'s post` })
    .click();
  await expect(
    reporter.page.getByRole('menuitem', { name: `Mute @${account.username}` }),
  ).toBeVisible();
  await reporter.page.getByRole('menuitem', { name: 'Report post' }).click();
  const dialog = reporter.page.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByLabel('Note (optional)').fill('The same link in every post');
  await expect(dialog.getByText('27/500')).toBeVisible();
  await expectNoAxeViolations(reporter.page, 'report dialog');
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expectToast(reporter.page, messages.reported);
  await expect(dialog).toBeHidden();
  await reporter.close();

  const moderator = await openWindow(browser, moderatorAccount);
  await mainNav(moderator.page).getByRole('link', { name: 'Moderation' }).click();
  await expect(moderator.page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
  const group = moderator.page
    .getByRole('list', { name: 'Open reports' })
    .getByRole('article')
    .filter({ hasText: content });
  await expect(group).toContainText(account.name);
  await expect(group).toContainText('Spam');
  await expect(group).toContainText('The same link in every post');
  await expectNoAxeViolations(moderator.page, '/moderation');

  await group.getByRole('button', { name: 'Remove content' }).click();
  await moderator.page
    .getByRole('alertdialog', { name: 'Remove this post?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expectToast(moderator.page, messages.contentRemoved);
  await expect(group).toHaveCount(0);

  await moderator.page.getByRole('tab', { name: 'Log' }).click();
  await expect(moderator.page.getByRole('list', { name: 'Moderation log' })).toContainText(
    `${moderatorAccount.name} removed a post`,
  );
  await moderator.close();

  await author.goto(`/posts/${postId}`);
  await expect(author.getByText(messages.postNotFound)).toBeVisible();
  await author.goto('/');
  await expect(author.getByRole('heading', { name: 'Home Feed' })).toBeVisible();
  await expect(author.getByText(content)).toHaveCount(0);
  await author.goto('/notifications');
  await expect(author.getByText('A moderator removed your post')).toBeVisible();
});
