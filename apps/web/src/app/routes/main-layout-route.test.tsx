import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@/testing/fetch-stub';
import { makePost, postPage } from '@/testing/post-fixtures';
import { renderApp } from '@/testing/render-app';
import { stranger, stubUsersApi } from '@/testing/users-api-stub';
import { resizeTo } from '@/testing/window-width';

const popular = [
  makePost({
    content: 'The most liked post',
    counts: { likes: 9, hugs: 0, shares: 0, comments: 1 },
  }),
  makePost({ content: 'Written anonymously', visibility: 'private', author: null }),
  ...Array.from({ length: 5 }, (_, i) => makePost({ content: `Popular ${i + 3}` })),
];

function stubApi() {
  return stubUsersApi({
    'POST /post/popular': () => ok(postPage(popular)),
    'GET /user/suggestions': () => ok({ userList: [stranger()] }),
    'GET /notifications': () =>
      ok({ notifications: [], unread: 0, nextCursor: null, hasMore: false }),
  });
}
const asked = (calls: { path: string }[], path: string) =>
  calls.filter((call) => call.path === `/api/v1${path}`).length;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the navigation', () => {
  it('is the sidebar alone from 768 px, the top and bottom bars alone below', async () => {
    resizeTo(768);
    stubApi();
    const wide = renderApp('/');
    expect(await screen.findByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /^Profile:/ })).not.toBeInTheDocument();
    wide.unmount();

    resizeTo(767);
    renderApp('/');
    expect(await screen.findByRole('link', { name: /^Profile:/ })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument();
  });
});

describe('the right column', () => {
  it('shows search, the top three of Popular Today and Who to follow at 1280 px', async () => {
    resizeTo(1280);
    stubApi();
    renderApp('/');

    const box = await screen.findByRole('searchbox', { name: 'Search posts' });
    // A search landmark (jsdom knows no role for the <search> element; browsers do).
    expect(box.closest('search')).toHaveAccessibleName('Search posts');
    const today = screen.getByRole('region', { name: 'Popular Today' });
    await within(today).findByText('The most liked post');
    const posts = within(today)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/posts/'));
    expect(posts).toHaveLength(3);
    expect(posts[0]).toHaveAttribute('href', `/posts/${popular[0]?._id}`);
    expect(posts[0]).toHaveTextContent('Grace HopperThe most liked post9 likes · 1 comment');
    // An anonymous post names nobody (rule 1).
    expect(posts[1]).toHaveTextContent(/^AnonymousWritten anonymously/);
    expect(within(today).queryByText('Popular 4')).not.toBeInTheDocument();

    const who = screen.getByRole('region', { name: 'Who to follow' });
    expect(await within(who).findByRole('button', { name: 'Follow Grace Hopper' })).toBeEnabled();
  });

  it('opens Explore with the query typed in its search box', async () => {
    resizeTo(1440);
    stubApi();
    const { router, user } = renderApp('/');

    const box = await screen.findByRole('searchbox', { name: 'Search posts' });
    await user.type(box, '  zebra crossing {Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/explore'));
    expect(router.state.location.search).toBe('?q=zebra+crossing');
  });

  it('leaves search and Popular Today to Explore, which shows both itself', async () => {
    resizeTo(1280);
    stubApi();
    renderApp('/explore');

    expect(await screen.findByRole('region', { name: 'Who to follow' })).toBeInTheDocument();
    expect(screen.getAllByRole('searchbox')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { name: 'Popular Today' })).toHaveLength(1);
  });

  it('keeps Who to follow on the way to Explore, without asking for it again', async () => {
    resizeTo(1280);
    const { calls } = stubApi();
    const { router, queryClient } = renderApp('/');

    await within(await screen.findByRole('region', { name: 'Who to follow' })).findByRole(
      'button',
      { name: 'Follow Grace Hopper' },
    );
    await router.navigate('/explore');
    await screen.findByRole('heading', { name: 'Search Posts' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('region', { name: 'Who to follow' })).toBeInTheDocument();
    expect(asked(calls, '/user/suggestions')).toBe(1);
  });

  it.each([
    [1280, 'the right column'],
    [1279, 'the empty Following tab'],
  ])('shows Who to follow once at %i px, in %s, when Following is empty', async (width, where) => {
    window.localStorage.setItem('homeFeed', 'following');
    resizeTo(width);
    stubApi();
    renderApp('/');

    const following = await screen.findByRole('tabpanel', { name: 'Following' });
    await within(following).findByText('Follow some people to fill this tab');
    const [who, ...more] = await screen.findAllByRole('region', { name: 'Who to follow' });
    expect(more).toHaveLength(0);
    const column = screen.queryByTestId('right-column');
    expect(where === 'the right column' ? column : following).toContainElement(who ?? null);
  });

  it('is not there below 1280 px, and asks the server for nothing', async () => {
    resizeTo(1279);
    const { calls } = stubApi();
    renderApp('/');

    expect(await screen.findByRole('main')).toBeInTheDocument();
    await waitFor(() => expect(asked(calls, '/post/list')).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Who to follow' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(asked(calls, '/user/suggestions')).toBe(0);
    expect(asked(calls, '/post/popular')).toBe(0);
  });
});
