import type { NotificationsResult } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStorage } from '@/lib/auth-storage';
import { ok, type StubRequest, stubFetch } from '@/testing/fetch-stub';
import { makeUser } from '@/testing/fixtures';
import { makePost, postPage } from '@/testing/post-fixtures';
import { renderApp } from '@/testing/render-app';
import { FakeEventSource, stubEventSource } from './fake-event-source';

const me = makeUser({ name: 'Ann Lee', username: 'ann' });
const older = makePost({ content: 'An older post' });

const noNotifications = (unread: number): NotificationsResult => ({
  notifications: [],
  unread,
  nextCursor: null,
  hasMore: false,
});

/** The server for a signed-in Ann: Home's first page comes from `home()` each time. */
function stubServer({ home = () => [older], unread = 0 } = {}) {
  return stubFetch(({ path }: StubRequest) => {
    if (path === '/api/v1/user/me') return ok({ user: me });
    if (path === '/api/v1/events/ticket') return ok({ ticket: 'ticket-1' });
    if (path === '/api/v1/post/list') return ok(postPage(home()));
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
