import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStorage } from '@/lib/auth-storage';
import { ok, stubFetch } from '@/testing/fetch-stub';
import { makeUser } from '@/testing/fixtures';
import { makePost, postPage } from '@/testing/post-fixtures';
import { renderApp } from '@/testing/render-app';

const me = makeUser();
const post = makePost({ content: 'The post to open' });

function stubServer() {
  authStorage.setSession('token-1', me._id);
  stubFetch(({ path }) => {
    if (path === '/api/v1/user/me') return ok({ user: me });
    if (path === '/api/v1/post/list') return ok(postPage([post]));
    if (path === `/api/v1/post/${post._id}`) return ok({ post });
    if (path === '/api/v1/comment/list') {
      return ok({ commentList: [], total: 0, nextCursor: null, hasMore: false });
    }
    return ok({ notifications: [], unread: 0, nextCursor: null, hasMore: false });
  });
}

describe('The post page’s Back button', () => {
  it('goes back in history when the post was opened from a page of the app', async () => {
    stubServer();
    const { router, user } = renderApp('/');
    const card = await screen.findByRole('article', { name: 'Grace Hopper' });
    await user.click(within(card).getByRole('link', { name: /open the post/ }));
    expect(await screen.findByRole('heading', { name: 'Post' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The entry Home was on, not a new one on top of the post.
    expect(router.state.historyAction).toBe('POP');
    expect(await screen.findByText('The post to open')).toBeInTheDocument();
  });

  it('goes to Home when the post was the first page opened', async () => {
    stubServer();
    const { router, user } = renderApp(`/posts/${post._id}`);
    expect(await screen.findByText('The post to open')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(await screen.findByRole('heading', { name: 'Home Feed' })).toBeInTheDocument();
  });
});
