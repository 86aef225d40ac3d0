import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/testing/fetch-stub';
import { makeUser } from '@/testing/fixtures';
import { deferred, makePost, postPage } from '@/testing/post-fixtures';
import { renderApp } from '@/testing/render-app';

const storeSession = (userId: string) => {
  window.localStorage.setItem('token', 'secret-token');
  window.localStorage.setItem('userId', userId);
};

const noNotifications = { notifications: [], unread: 0, nextCursor: null, hasMore: false };

describe("Home's first page", () => {
  it('is asked beside /user/me, not after it, and shown without asking again', async () => {
    const me = makeUser();
    storeSession(me._id);
    const currentUser = deferred<void>();
    const { calls } = stubFetch(async ({ path }) => {
      if (path === '/api/v1/user/me') {
        await currentUser.promise;
        return ok({ user: me });
      }
      if (path === '/api/v1/post/list') return ok(postPage([makePost({ content: 'First post' })]));
      return ok(noNotifications);
    });
    renderApp('/');

    // /user/me has not answered yet: the feed and the badge must already be on their way.
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toEqual(
        expect.arrayContaining(['/api/v1/user/me', '/api/v1/post/list', '/api/v1/notifications']),
      ),
    );
    const feedRequest = calls.find((call) => call.path === '/api/v1/post/list');
    expect(feedRequest?.body).toEqual({ pageNum: 1, pageSize: 20, filters: {} });
    expect(feedRequest?.headers.get('Authorization')).toBe('Bearer secret-token');

    currentUser.resolve();
    expect(await screen.findByText('First post')).toBeInTheDocument();
    // Home took the prefetched page from the cache.
    expect(calls.filter((call) => call.path === '/api/v1/post/list')).toHaveLength(1);
    expect(calls.filter((call) => call.path === '/api/v1/user/me')).toHaveLength(1);
  });
});
