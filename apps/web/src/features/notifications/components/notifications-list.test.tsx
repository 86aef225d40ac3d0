import type { Notification, NotificationsResult, User } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationKeys, userKeys } from '@/lib/query-keys';
import { ok, stubFetch } from '@/testing/fetch-stub';
import { makeUser } from '@/testing/fixtures';
import { renderApp, renderWithProviders } from '@/testing/render-app';
import { me, stubUsersApi } from '@/testing/users-api-stub';
import { NotificationsList } from './notifications-list';

const grace = makeUser({ _id: 'grace-id', name: 'Grace Hopper', username: 'grace' });

function makeNotification(overrides: Partial<Notification>): Notification {
  return {
    _id: crypto.randomUUID(),
    kind: 'follow',
    reaction: null,
    actors: [],
    actorCount: 1,
    text: '',
    post: null,
    commentId: null,
    read: false,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

const result = (notifications: Notification[], unread: number): NotificationsResult => ({
  notifications,
  unread,
  nextCursor: null,
  hasMore: false,
});

describe('NotificationsList', () => {
  it('shows each notification, links it, and marks everything read once loaded', async () => {
    const follow = makeNotification({ actors: [grace], text: 'Grace Hopper followed you' });
    const comment = makeNotification({
      kind: 'comment',
      text: 'Anonymous commented on your post',
      post: { _id: 'post-1', excerpt: 'My first post' },
    });
    let read = false;
    const { calls } = stubFetch(({ path }) => {
      if (path !== '/api/v1/notifications/read') {
        return ok(
          result(
            [
              { ...follow, read },
              { ...comment, read },
            ],
            read ? 0 : 2,
          ),
        );
      }
      read = true;
      return ok({ unread: 0 });
    });
    const { queryClient } = renderWithProviders(<NotificationsList />);

    const followLink = await screen.findByRole('link', { name: /Grace Hopper followed you/ });
    expect(followLink).toHaveAttribute('href', '/profile/grace-id');
    const commentLink = screen.getByRole('link', { name: /Anonymous commented on your post/ });
    expect(commentLink).toHaveAttribute('href', '/posts/post-1');
    expect(commentLink).toHaveTextContent('My first post');
    expect(commentLink).toHaveTextContent('Unread');

    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/v1/notifications/read')).toHaveLength(1),
    );
    expect(calls.find((call) => call.path === '/api/v1/notifications/read')?.body).toEqual({});
    await waitFor(() => expect(queryClient.getQueryData(notificationKeys.unread())).toBe(0));

    // Loaded again, now read: this visit still shows them as the new ones.
    await queryClient.refetchQueries({ queryKey: notificationKeys.list() });
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
    expect(commentLink).toHaveTextContent('Unread');
    expect(calls.filter((call) => call.path === '/api/v1/notifications/read')).toHaveLength(1);
  });

  it('marks all read on request', async () => {
    let read = false;
    const item = () => makeNotification({ _id: 'n1', text: 'Grace Hopper liked your post', read });
    const { calls } = stubFetch(({ path }) => {
      if (path !== '/api/v1/notifications/read') return ok(result([item()], 0));
      read = true;
      return ok({ unread: 0 });
    });
    const { user } = renderWithProviders(<NotificationsList />);

    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled(),
    );
    expect(screen.getByRole('listitem')).not.toHaveTextContent('Unread');
    // Nothing was unread on arrival, so only the button asked.
    expect(calls.filter((call) => call.path === '/api/v1/notifications/read')).toHaveLength(1);
  });

  it('shows a moderator’s notice, unlinked, and reads the current user again', async () => {
    const revoked = makeNotification({
      kind: 'anonymous_revoked',
      actorCount: 0,
      text: 'A moderator removed your anonymous post and you can no longer post anonymously',
      read: true,
    });
    // The first read of /user/me came before the moderator acted.
    let reads = 0;
    const { calls } = stubUsersApi({
      'GET /user/me': () => {
        reads += 1;
        return ok({ user: { ...me, canPostAnonymously: reads === 1 } });
      },
      'GET /notifications': () => ok(result([revoked], 0)),
    });
    const { queryClient } = renderApp('/notifications');

    const list = await screen.findByRole('region', { name: 'Notifications' });
    const item = await within(list).findByRole('listitem');
    expect(item).toHaveTextContent(revoked.text);
    expect(within(item).queryByRole('link')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(queryClient.getQueryData<User>(userKeys.me())?.canPostAnonymously).toBe(false),
    );
    expect(calls.filter((call) => call.path === '/api/v1/user/me')).toHaveLength(2);
  });

  it("says 'No notifications yet' when there are none", async () => {
    const { calls } = stubFetch(() => ok(result([], 0)));
    renderWithProviders(<NotificationsList />);
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/notifications']);
  });
});
