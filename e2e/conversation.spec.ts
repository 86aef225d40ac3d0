import { expectNoAxeViolations } from './axe';
import { expect, gotoLive, signedInPerson, test } from './fixtures';

const person = signedInPerson;

test('replying to a reply, threaded under its comment', async ({ browser, request }) => {
  const author = await person(browser, request);
  const other = await person(browser, request);
  const created = await request.post('/api/v1/post/new', {
    headers: author.headers,
    data: { content: `a thread to answer ${Date.now().toString(36)}`, visibility: 'public' },
  });
  const postId = (await created.json()).data.post._id as string;
  const first = await request.post('/api/v1/comment/new', {
    headers: other.headers,
    data: { comment: { content: 'the first comment', post: postId } },
  });
  const firstId = (await first.json()).data.comment._id as string;
  await request.post('/api/v1/comment/new', {
    headers: author.headers,
    data: { comment: { content: 'a reply to it', post: postId, parent: firstId } },
  });

  const page = other.page;
  await page.goto(`/posts/${postId}`);
  const thread = page.getByRole('region', { name: /Comments/ });
  await thread.getByRole('button', { name: 'View 1 reply' }).click();
  const reply = thread
    .getByRole('list', { name: `Replies to ${other.account.name}` })
    .getByRole('listitem')
    .filter({ hasText: 'a reply to it' });
  await expect(reply).toBeVisible();
  await reply.getByRole('button', { name: `Reply to ${author.account.name}` }).click();
  const box = page.getByPlaceholder(`Reply to ${author.account.name}...`);
  await expect(box).toBeFocused();
  await box.fill('an answer to the reply');
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  const nested = page.getByRole('list', { name: `Replies to ${author.account.name}` });
  await expect(nested.getByText('an answer to the reply')).toBeVisible();
  await expect(thread.getByRole('heading', { name: 'Comments (3)' })).toBeVisible();
  await expectNoAxeViolations(page, 'threaded post');

  // The author of the reply hears of it.
  await author.page.goto('/notifications');
  await expect(
    author.page.getByText(`${other.account.name} replied to your comment`),
  ).toBeVisible();
});

test('a repost reaches a follower’s Following tab live, naming the sharer', async ({
  browser,
  request,
}) => {
  const follower = await person(browser, request);
  const sharer = await person(browser, request);
  const author = await person(browser, request);
  await request.post('/api/v1/user/follow', {
    headers: follower.headers,
    data: { userId: sharer.id },
  });
  const text = `worth a repost ${Date.now().toString(36)}`;
  const created = await request.post('/api/v1/post/new', {
    headers: author.headers,
    data: { content: text, visibility: 'public' },
  });
  const postId = (await created.json()).data.post._id as string;

  const page = follower.page;
  await gotoLive(page, '/');
  await page
    .getByRole('tablist', { name: 'Feeds' })
    .getByRole('tab', { name: 'Following' })
    .click();
  const following = page.getByRole('tabpanel', { name: 'Following' });
  // Nothing yet: the sharer has written nothing, and neither has the follower.
  await expect(following.getByText('Follow some people to fill this tab')).toBeVisible();

  // The sharer reposts from their own screen.
  await sharer.page.goto(`/posts/${postId}`);
  await sharer.page.getByRole('button', { name: /^Repost/ }).click();
  await expect(sharer.page.getByRole('button', { name: /^Undo repost/ })).toBeVisible();

  const pill = page.getByRole('button', { name: /^1 new post$/ });
  await expect(pill).toBeVisible();
  await pill.click();
  const card = following.getByRole('article').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`Reposted by ${sharer.account.name}`);
});
