import type { NotificationsResult } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStorage } from '@/lib/auth-storage';
import { ok, type StubRequest, stubFetch } from '@/testing/fetch-stub';
import { makeUser } from '@/testing/fixtures';
import { makePost, postPage } from '@/testing/post-fixtures';
import { renderApp } from '@/testing/render-app';
import { resizeTo } from '@/testing/window-width';
import { FakeEventSource, stubEventSource } from './fake-event-source';

const me = makeUser({ name: 'Ann Lee', username: 'ann' });
const older = makePost({ content: 'An older post' });

const noNotifications = (unread: number): NotificationsResult => ({
  notifications: [],
  unread,
  nextCursor: null,
  hasMore: false,
});

/**
 * The server for a signed-in Ann: each Home tab's first page comes from `home()` (Everyone)
 * or `following()` each time.
 */
function stubServer({ home = () => [older], following = () => [older], unread = 0 } = {}) {
  return stubFetch(({ path, body }: StubRequest) => {
    if (path === '/api/v1/user/me') return ok({ user: me });
    if (path === '/api/v1/events/ticket') return ok({ ticket: 'ticket-1' });
    if (path === '/api/v1/post/list') {
      const { filters } = body as { filters: { feed?: string } };
      return ok(postPage(filters.feed === 'following' ? following() : home()));
    }
    if (path === '/api/v1/notifications') return ok(noNotifications(unread));
    return ok({});
  });
}

/** Renders the app at a path and waits for its stream to open. */
async function renderLive(path: string) {
  const view = renderApp(path);
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  FakeEventSource.latest.open();
  return view;
}

describe('realtime in the app', () => {
  beforeEach(() => {
    authStorage.setSession('token-1', me._id);
    stubEventSource();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("counts others' new posts in a pill on Home, and shows them on a click", async () => {
    const first = makePost({ content: 'First live post' });
    const second = makePost({ content: 'Second live post' });
    let home = [older];
    stubServer({ home: () => home });
    const { user } = await renderLive('/');
    expect(await screen.findByText('An older post')).toBeInTheDocument();

    FakeEventSource.latest.emit('post.created', first, '1');
    expect(await screen.findByRole('button', { name: '1 new post' })).toBeInTheDocument();
    FakeEventSource.latest.emit('post.created', second, '2');
    FakeEventSource.latest.emit('post.created', second, '2'); // a replay counts once
    const pill = await screen.findByRole('button', { name: '2 new posts' });
    // Nothing moved under the reader yet.
    expect(screen.queryByText('First live post')).not.toBeInTheDocument();

    home = [second, first, older];
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await user.click(pill);
    expect(await screen.findByText('Second live post')).toBeInTheDocument();
    expect(screen.getByText('First live post')).toBeInTheDocument();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 })));
    expect(screen.queryByRole('button', { name: /new post/ })).not.toBeInTheDocument();
  });

  it('counts on the Following tab the new posts and reposts that belong there', async () => {
    window.localStorage.setItem('homeFeed', 'following');
    const elsewhere = makePost({ content: 'Not for Following' });
    const followed = makePost({ content: 'From someone I follow' });
    const reposted = makePost({
      content: 'Shared by someone I follow',
      repostedBy: { _id: 'sam-id', name: 'Sam Stone', username: 'sam', profile_pic: '' },
      repostedAt: new Date().toISOString(),
    });
    let following = [older];
    stubServer({ following: () => following, home: () => [older] });
    const { user } = await renderLive('/');
    expect(await screen.findByText('An older post')).toBeInTheDocument();

    FakeEventSource.latest.emit('post.created', { ...elsewhere, inFollowing: false }, '1');
    FakeEventSource.latest.emit('post.created', { ...followed, inFollowing: true }, '2');
    expect(await screen.findByRole('button', { name: '1 new post' })).toBeInTheDocument();
    FakeEventSource.latest.emit('post.reposted', reposted, '3');
    expect(await screen.findByRole('button', { name: '2 new posts' })).toBeInTheDocument();

    // Everyone counts every new post, as before; its count is its own.
    await user.click(screen.getByRole('tab', { name: 'Everyone' }));
    expect(await screen.findByRole('button', { name: '2 new posts' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Following' }));

    following = [reposted, followed, older];
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: '2 new posts' }));
    expect(await screen.findByText('Shared by someone I follow')).toBeInTheDocument();
    expect(screen.getByText('Reposted by Sam Stone')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /new post/ })).not.toBeInTheDocument();
    // Everyone still has its two waiting.
    await user.click(screen.getByRole('tab', { name: 'Everyone' }));
    expect(await screen.findByRole('button', { name: '2 new posts' })).toBeInTheDocument();
  });

  it('puts my own new post (from another tab) straight on Home, without the pill', async () => {
    stubServer();
    await renderLive('/');
    expect(await screen.findByText('An older post')).toBeInTheDocument();

    FakeEventSource.latest.emit('post.created', makePost({ content: 'Mine', isMine: true }));
    expect(await screen.findByText('Mine')).toBeInTheDocument();
    const articles = screen.getAllByRole('article');
    expect(articles[0]).toHaveTextContent('Mine');
    expect(screen.queryByRole('button', { name: /new post/ })).not.toBeInTheDocument();
  });

  it("names the Notifications link 'Notifications, 3 unread', kept current by the stream", async () => {
    stubServer({ unread: 3 });
    resizeTo(1024);
    await renderLive('/');
    const sidebar = screen.getByRole('complementary');

    const link = await within(sidebar).findByRole('link', { name: 'Notifications, 3 unread' });
    expect(link).toHaveAttribute('href', '/notifications');
    expect(link).toHaveTextContent('3');

    FakeEventSource.latest.emit('notification', { unread: 4 });
    expect(
      await within(sidebar).findByRole('link', { name: 'Notifications, 4 unread' }),
    ).toBeInTheDocument();

    FakeEventSource.latest.emit('notification', { unread: 0 });
    expect(
      await within(sidebar).findByRole('link', { name: 'Notifications' }),
    ).not.toHaveTextContent(/\d/);
  });

  it('closes the stream at sign-out and does not open another', async () => {
    stubServer();
    resizeTo(1024);
    const { user, router } = await renderLive('/');
    const stream = FakeEventSource.latest;

    await user.click(
      within(screen.getByRole('complementary')).getByRole('button', { name: 'Logout' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(stream.closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
