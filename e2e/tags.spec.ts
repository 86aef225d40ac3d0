import { expectNoAxeViolations } from './axe';
import { expect, newAccount, test } from './fixtures';

test('a mention opens the profile, a tag its page, and a link stays outside', async ({
  request,
  signedInPage: page,
  account,
}) => {
  const friend = newAccount();
  const signUp = await request.post('/api/v1/auth/signup', { data: friend });
  const friendId = (await signUp.json()).data.user._id as string;
  const login = await request.post('/api/v1/auth/login', { data: account });
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const tag = `garden${Date.now().toString(36)}`;
  const content = `Hello @${friend.username}, see #${tag} at https://example.com/a_(b). @nobody_at_all`;
  const created = await request.post('/api/v1/post/new', { headers, data: { content } });
  const postId = (await created.json()).data.post._id as string;

  await page.goto(`/posts/${postId}`);
  const card = page.getByRole('article').first();
  await expect(card).toContainText(content);
  const external = card.getByRole('link', { name: 'https://example.com/a_(b)' });
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  await expect(external).toHaveAttribute('target', '_blank');
  // An account that does not exist is no link.
  await expect(card.getByRole('link', { name: '@nobody_at_all' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'post with links');

  await card.getByRole('link', { name: `@${friend.username}` }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${friendId}$`));
  await expect(page.getByRole('heading', { name: friend.name }).first()).toBeVisible();

  await page.goBack();
  await page
    .getByRole('article')
    .first()
    .getByRole('link', { name: `#${tag}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/tags/${tag}$`));
  await expect(page.getByRole('heading', { name: `#${tag}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: content })).toBeVisible();
  await expectNoAxeViolations(page, 'tag page');

  await page.goto('/explore');
  const trending = page.getByRole('region', { name: 'Trending tags' });
  await expect(trending.getByRole('link', { name: new RegExp(tag) })).toBeVisible();
  await expectNoAxeViolations(page, 'explore with trending tags');
});
