import { messages } from '@app/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, expectToast, newAccount, openWindow, test } from './fixtures';
import { moderatorAccount } from './moderator';

/** A new person with a token for API set-up, signed in in their own window. */
async function person(browser: Browser, request: APIRequestContext) {
  const account = newAccount();
  expect((await request.post('/api/v1/auth/signup', { data: account })).status()).toBe(201);
  const login = await (
    await request.post('/api/v1/auth/login', {
      data: { email: account.email, password: account.password },
    })
  ).json();
  return {
    account,
    id: login.data.user._id as string,
    headers: { authorization: `Bearer ${login.data.token}` },
    ...(await openWindow(browser, account, { width: 1280, height: 1000 })),
  };
}

/** What a visitor sees of a profile: header, counts and posts, as text. */
async function profileAsSeen(page: Page, id: string, name: string) {
  await page.goto(`/profile/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  return page.locator('#main-content').innerText();
}

test('revoking anonymous posting leaves the profile as it was and tells only the author', async ({
  browser,
  request,
}) => {
  // Three people in three windows, a moderator's queue and four axe scans: about 29 s on a
  // quiet 2-core machine, right at the default 30 s limit.
  test.slow();
  const author = await person(browser, request);
  const unique = Date.now().toString(36);
  const named = `Signed thoughts on gardening ${unique}`;
  const unsigned = `Unsigned insults for everyone ${unique}`;
  const createPost = async (content: string, visibility: 'public' | 'private') => {
    const created = await request.post('/api/v1/post/new', {
      headers: author.headers,
      data: { content, visibility },
    });
    expect(created.status()).toBe(201);
    return (await created.json()).data.post._id as string;
  };
  await createPost(named, 'public');
  const anonymousId = await createPost(unsigned, 'private');

  // A third person sees the author's profile, then reports the anonymous post.
  const observer = await person(browser, request);
  const before = await profileAsSeen(observer.page, author.id, author.account.name);
  expect(before).toContain(named);
  expect(before).toContain('1 Post');
  expect(before).not.toContain(unsigned);

  await observer.page.goto(`/posts/${anonymousId}`);
  await observer.page.getByRole('button', { name: 'More actions for this anonymous post' }).click();
  await observer.page.getByRole('menuitem', { name: 'Report post' }).click();
  const dialog = observer.page.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByRole('radio', { name: 'Harassment' }).check();
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expectToast(observer.page, messages.reported);

  // The moderator acts without learning who wrote it: no Suspend is offered.
  const moderator = await openWindow(browser, moderatorAccount, { width: 1280, height: 1000 });
  const mod = moderator.page;
  await mod.goto('/moderation');
  const group = mod
    .getByRole('list', { name: 'Open reports' })
    .getByRole('article')
    .filter({ hasText: unsigned });
  await expect(group).toContainText('Anonymous');
  await expect(group).not.toContainText(author.account.name);
  await expect(group.getByRole('button')).toHaveText([
    'Dismiss',
    'Remove content',
    'Revoke anonymous posting',
  ]);
  await expect(
    group.getByRole('button', { name: 'Revoke anonymous posting' }),
  ).toHaveAccessibleDescription(messages.moderationRevokeHelp);
  await expectNoAxeViolations(mod, '/moderation with an anonymous report');
  // Kept with the run's results, for a look at the page as moderators get it.
  await mod.screenshot({
    path: test.info().outputPath('moderation-anonymous-report.png'),
    fullPage: true,
  });

  await group.getByRole('button', { name: 'Revoke anonymous posting' }).click();
  const confirm = mod.getByRole('alertdialog', {
    name: 'Revoke anonymous posting for the author of this post?',
  });
  await expect(confirm).toContainText(messages.moderationRevokeHelp);
  await expect(confirm).not.toContainText(/suspend/i);
  await expectNoAxeViolations(mod, 'revoke confirmation');
  await confirm.getByRole('button', { name: 'Remove and revoke' }).click();
  await expectToast(mod, messages.anonymousPostingRevokedDone);
  await expect(group).toHaveCount(0);
  await mod.getByRole('tab', { name: 'Log' }).click();
  await expect(mod.getByRole('list', { name: 'Moderation log' })).toContainText(
    `${moderatorAccount.name} revoked anonymous posting for the author of a post`,
  );
  await moderator.close();

  // Nothing about the account changed for anyone else: same page, same count.
  expect(await profileAsSeen(observer.page, author.id, author.account.name)).toBe(before);
  await observer.page.goto(`/posts/${anonymousId}`);
  await expect(observer.page.getByText(messages.postNotFound)).toBeVisible();
  await observer.close();

  // Only the author is told, and Create Post explains why Anonymous is gone.
  await author.page.goto('/notifications');
  await expect(
    author.page.getByText(
      'A moderator removed your anonymous post and you can no longer post anonymously',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(author.page, '/notifications with a moderator notice');

  await author.page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Create Post' })
    .click();
  const anonymous = author.page.getByRole('radio', { name: 'Anonymous' });
  await expect(anonymous).toBeDisabled();
  await expect(
    author.page.getByRole('group', { name: 'Who sees your name' }),
  ).toHaveAccessibleDescription(messages.anonymousPostingRevokedExplanation);
  await expect(author.page.getByText(messages.anonymousPostingRevokedExplanation)).toBeVisible();
  await expectNoAxeViolations(author.page, '/create-post without anonymous posting');

  // Under their name they still post.
  await author.page.getByLabel('Content', { exact: true }).fill(`Still here ${unique}`);
  await author.page.getByRole('button', { name: 'Post', exact: true }).click();
  await expectToast(author.page, messages.postCreated);
  await expect(author.page.getByRole('switch', { name: 'Comment anonymously' })).toBeDisabled();
  await author.close();
});
