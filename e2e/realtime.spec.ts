import { expect, gotoLive, signedInPerson, test } from './fixtures';

const person = signedInPerson;

test('a new post shows a pill on the other person’s Home, without reloading', async ({
  browser,
  request,
}) => {
  const reader = await person(browser, request);
  const writer = await person(browser, request);
  await gotoLive(reader.page, '/', ['/post/list']);
  await expect(reader.page.getByRole('heading', { name: 'Home Feed' })).toBeVisible();
  const text = `live post ${Date.now().toString(36)}`;
  await request.post('/api/v1/post/new', {
    headers: writer.headers,
    data: { content: text, visibility: 'private' },
  });
  const pill = reader.page.getByRole('button', { name: /^1 new post$/ });
  await expect(pill).toBeVisible();
  await pill.click();
  const card = reader.page.getByRole('article').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Anonymous');
  await expect(card).not.toContainText(writer.account.name);
});

test('a comment appears for the other person as it is written', async ({ browser, request }) => {
  const author = await person(browser, request);
  const reader = await person(browser, request);
  const text = `talk live ${Date.now().toString(36)}`;
  const created = await (
    await request.post('/api/v1/post/new', { headers: author.headers, data: { content: text } })
  ).json();
  await gotoLive(author.page, `/posts/${created.data.post._id}`, ['/comment/list']);
  await expect(author.page.getByPlaceholder('Write a comment...')).toBeVisible();
  await request.post('/api/v1/comment/new', {
    headers: reader.headers,
    data: {
      comment: {
        content: 'hello in real time',
        post: created.data.post._id,
        visibility: 'private',
      },
    },
  });
  await expect(author.page.getByText('hello in real time')).toBeVisible();
  await expect(
    author.page.getByRole('listitem').filter({ hasText: 'hello in real time' }),
  ).toContainText('Anonymous 1');
});

test('a follow lights the notifications badge, and the page names the follower', async ({
  browser,
  request,
}) => {
  const followed = await person(browser, request);
  const fan = await person(browser, request);
  await gotoLive(followed.page, '/');
  await request.post('/api/v1/user/follow', {
    headers: fan.headers,
    data: { userId: followed.id },
  });
  const link = followed.page
    .getByRole('complementary')
    .getByRole('link', { name: /^Notifications, 1 unread$/ });
  await expect(link).toBeVisible();
  await link.click();
  await expect(followed.page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(followed.page.getByText(`${fan.account.name} followed you`)).toBeVisible();
});
