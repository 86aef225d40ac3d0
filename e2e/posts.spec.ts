import { messages } from '@app/contract';
import type { Browser, Page } from '@playwright/test';
import { expect, expectToast, newAccount, signInThroughApi, test } from './fixtures';

async function personInNewWindow(
  browser: Browser,
  request: import('@playwright/test').APIRequestContext,
) {
  const account = newAccount();
  expect((await request.post('/api/v1/auth/signup', { data: account })).status()).toBe(201);
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await signInThroughApi(page, account);
  return { account, page };
}

async function createPost(page: Page, content: string, visibility: 'Public' | 'Anonymous') {
  await page.goto('/create-post');
  await page.getByLabel('Content', { exact: true }).fill(content);
  await page.getByRole('radio', { name: visibility }).check();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expectToast(page, messages.postCreated);
  await expect(page).toHaveURL(/\/posts\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop() as string;
}

const card = (page: Page, content: string) =>
  page.getByRole('article').filter({ hasText: content }).first();

test('posting under one’s name and anonymously, then reacting, saving, commenting and editing', async ({
  browser,
  request,
  signedInPage: alice,
  account,
}) => {
  const stamp = Date.now().toString(36);
  const named = `Named thoughts ${stamp}\nwith a second line`;
  const hidden = `Anonymous thoughts ${stamp}`;
  const namedId = await createPost(alice, named, 'Public');
  await createPost(alice, hidden, 'Anonymous');

  const { account: bobAccount, page: bob } = await personInNewWindow(browser, request);
  await bob.goto('/');
  const namedCard = card(bob, `Named thoughts ${stamp}`);
  const hiddenCard = card(bob, hidden);
  await expect(namedCard).toContainText(account.name);
  await expect(namedCard).toContainText('with a second line');
  await expect(hiddenCard).toContainText('Anonymous');
  await expect(hiddenCard).not.toContainText(account.name);

  for (const name of ['Like', 'Hug', 'Save'] as const) {
    const button = hiddenCard.getByRole('button', { name: new RegExp(`^${name}`) });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  // A share is a repost: the button says what the next press does.
  await hiddenCard.getByRole('button', { name: /^Repost/ }).click();
  await expect(hiddenCard.getByRole('button', { name: /^Undo repost/ })).toContainText('1');
  await expect(hiddenCard.getByRole('button', { name: /^Like/ })).toContainText('1');
  await expect(hiddenCard.getByRole('button', { name: /^Hug/ })).toContainText('1');
  // The link is copied from the card's menu.
  await hiddenCard.getByRole('button', { name: 'More actions for this anonymous post' }).click();
  await bob.getByRole('menuitem', { name: 'Copy link' }).click();
  await expectToast(bob, 'Link copied');
  expect(await bob.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/posts\/[0-9a-f-]{36}$/,
  );
  await namedCard.getByRole('button', { name: /^Save/ }).click();
  await expect(namedCard.getByRole('button', { name: /^Save/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The counts are the server's: a reload shows the same.
  await bob.reload();
  await expect(card(bob, hidden).getByRole('button', { name: /^Like/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card(bob, hidden).getByRole('button', { name: /^Like/ })).toContainText('1');

  // Comments: under one's name, then anonymously.
  const thread = card(bob, hidden);
  await thread.getByRole('button', { name: /^Comments/ }).click();
  await expect(thread.getByText('No comments yet. Be the first to comment!')).toBeVisible();
  const box = thread.getByPlaceholder('Write a comment...');
  const postButton = thread.getByRole('button', { name: 'Post', exact: true });
  await expect(postButton).toBeDisabled();
  await box.fill('A comment with my name');
  await postButton.click();
  // The comment may show (from the live event) before the box clears: look in the list only.
  await expect(
    thread.getByRole('listitem').filter({ hasText: 'A comment with my name' }),
  ).toBeVisible();
  await expect(box).toHaveValue('');
  await thread.getByRole('switch', { name: 'Comment anonymously' }).click();
  await box.fill('A comment without my name');
  await postButton.click();
  const anonymousComment = thread
    .getByRole('listitem')
    .filter({ hasText: 'A comment without my name' });
  await expect(anonymousComment).toContainText('Anonymous 1');
  await expect(
    thread.getByRole('listitem').filter({ hasText: 'A comment with my name' }),
  ).toContainText(bobAccount.name);

  // Saved lists what Bob saved, newest saved first.
  await bob.goto('/saved');
  await expect(bob.getByRole('heading', { name: 'Saved Posts' })).toBeVisible();
  const saved = bob.getByRole('article');
  await expect(saved).toHaveCount(2);
  await expect(saved.nth(0)).toContainText(`Named thoughts ${stamp}`);
  await expect(saved.nth(1)).toContainText(hidden);

  // Bob cannot edit Alice's post.
  await bob.goto(`/update-post/${namedId}`);
  await expect(bob.getByText(messages.onlyEditOwnPosts)).toBeVisible();

  // Alice edits and then deletes her own post.
  await alice.goto(`/update-post/${namedId}`);
  await expect(alice.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
  await alice.getByLabel('Content', { exact: true }).fill(`Edited thoughts ${stamp}`);
  await alice.getByRole('button', { name: 'Save' }).click();
  await expect(alice).toHaveURL(new RegExp(`/posts/${namedId}$`));
  // In the page, not the right column's Popular Today, which may show it too.
  await expect(alice.getByRole('main').getByText(`Edited thoughts ${stamp}`)).toBeVisible();
  await alice.getByRole('button', { name: 'Delete' }).click();
  await alice.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(alice).toHaveURL(/\/$/);
  await alice.goto(`/posts/${namedId}`);
  await expect(alice.getByText(messages.postNotFound)).toBeVisible();
});

test('Home shows the first 20 posts and more on scroll', async ({
  request,
  signedInPage: page,
  account,
}) => {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: account.email, password: account.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const stamp = Date.now().toString(36);
  for (let i = 0; i < 25; i++) {
    await request.post('/api/v1/post/new', { headers, data: { content: `scroll ${stamp} #${i}` } });
  }
  await page.goto('/');
  await expect(card(page, `scroll ${stamp} #24`)).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: `scroll ${stamp} #` })).toHaveCount(20);
  await page.getByRole('article').last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 20_000);
  await expect(card(page, `scroll ${stamp} #0`)).toBeVisible();
});
