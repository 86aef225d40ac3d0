import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStorage } from '@/lib/auth-storage';
import { fail, ok, type StubRequest, stubFetch } from '@/testing/fetch-stub';
import { makeUser } from '@/testing/fixtures';
import { makePost, postPage } from '@/testing/post-fixtures';
import { renderApp, renderWithProviders } from '@/testing/render-app';
import { HomeFeed } from './home-feed';

const me = makeUser();
const isFollowing = (call: StubRequest) =>
  (call.body as { filters?: { feed?: string } }).filters?.feed === 'following';

/** A signed-in server: Everyone has one post, Following what `following` says. */
function stubHome({ following = () => ok(postPage([])) } = {}) {
  authStorage.setSession('token-1', me._id);
  return stubFetch((call) => {
    if (call.path === '/api/v1/user/me') return ok({ user: me });
    if (call.path === '/api/v1/post/list') {
      return isFollowing(call)
        ? following()
        : ok(postPage([makePost({ content: 'A post for everyone' })]));
    }
    return ok({ notifications: [], unread: 0, nextCursor: null, hasMore: false });
  });
}

const feedCalls = (calls: StubRequest[]) =>
  calls.filter((call) => call.path === '/api/v1/post/list');

describe('Home tabs', () => {
  it("opens 'Everyone' on a device's first visit, asking only for that list", async () => {
    const { calls } = stubHome();
    renderApp('/');

    expect(await screen.findByText('A post for everyone')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Feeds' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Following', 'Everyone']);
    expect(within(tabs).getByRole('tab', { name: 'Everyone' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Home Feed' })).toBeInTheDocument();
    expect(feedCalls(calls).map((call) => call.body)).toEqual([
      { pageNum: 1, pageSize: 20, filters: {} },
    ]);
  });

  it('shows the Following list, and opens on it again after a reload', async () => {
    const { calls } = stubHome();
    const first = renderApp('/');
    await first.user.click(await screen.findByRole('tab', { name: 'Following' }));

    // The seed's empty texts, and what fills the tab.
    expect(await screen.findByText('No posts available')).toBeInTheDocument();
    expect(screen.getByText('There are no posts to display.')).toBeInTheDocument();
    expect(screen.getByText('Follow some people to fill this tab')).toBeInTheDocument();
    expect(feedCalls(calls).at(-1)?.body).toEqual({
      pageNum: 1,
      pageSize: 20,
      filters: { feed: 'following' },
    });
    first.unmount();

    // The same device later: Following is shown at once, and its list is the one asked for.
    const again = stubHome({ following: () => ok(postPage([makePost({ content: 'Followed' })])) });
    renderApp('/');
    expect(await screen.findByText('Followed')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Following' })).toHaveAttribute('aria-selected', 'true');
    expect(feedCalls(again.calls).every(isFollowing)).toBe(true);
  });

  it("keeps the seed's loading and error texts on the Following tab", async () => {
    window.localStorage.setItem('homeFeed', 'following');
    stubHome({ following: () => fail(500, 'INTERNAL_ERROR', 'Something went wrong') });
    renderApp('/');

    expect(await screen.findByText('Loading posts...')).toBeInTheDocument();
    expect(
      await screen.findByText('Failed to load posts. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('puts the follow suggestions under an empty Following tab only', async () => {
    stubFetch(() => ok(postPage([])));
    const suggestions = <p>People you may know</p>;
    const following = renderWithProviders(
      <HomeFeed feed="following" followSuggestions={suggestions} />,
    );
    expect(await screen.findByText('People you may know')).toBeInTheDocument();
    following.unmount();

    renderWithProviders(<HomeFeed feed="everyone" followSuggestions={suggestions} />);
    expect(await screen.findByText('No posts available')).toBeInTheDocument();
    expect(screen.queryByText('Follow some people to fill this tab')).not.toBeInTheDocument();
    expect(screen.queryByText('People you may know')).not.toBeInTheDocument();
  });
});
