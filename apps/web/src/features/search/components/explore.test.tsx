import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, type StubRequest, stubFetch } from '@/testing/fetch-stub';
import { makePost, postPage } from '@/testing/post-fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { Explore } from './explore';

const isSearch = (call: StubRequest) => call.path === '/api/v1/post/list';
const isPopular = (call: StubRequest) => call.path === '/api/v1/post/popular';
const searchOf = (call: StubRequest) =>
  (call.body as { filters?: { search?: string } }).filters?.search;
const filterOf = (call: StubRequest) => (call.body as { filter?: string }).filter;

afterEach(() => {
  vi.useRealTimers();
});

describe('Explore search', () => {
  it('asks nothing before the 500 ms pause, then once, and puts the query in the URL', async () => {
    vi.useFakeTimers();
    const { calls } = stubFetch((request) =>
      isSearch(request)
        ? ok(postPage([makePost({ content: `About ${searchOf(request)}` })]))
        : ok(postPage([])),
    );
    const { router } = renderWithProviders(<Explore />, { path: '/explore' });
    const box = screen.getByPlaceholderText('Search');
    expect(box).toHaveAccessibleName('Search posts');

    fireEvent.change(box, { target: { value: 'zeb' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(box, { target: { value: 'zebra' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(calls.filter(isSearch)).toHaveLength(0);
    expect(router.state.location.search).toBe('');

    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(calls.filter(isSearch).map(searchOf)).toEqual(['zebra']);
    expect(router.state.location.search).toBe('?q=zebra');
    // Replaced, not pushed: Back leaves Explore instead of stepping through keystrokes.
    expect(router.state.historyAction).toBe('REPLACE');

    vi.useRealTimers();
    expect(await screen.findByText('About zebra')).toBeInTheDocument();
    expect(calls.filter(isSearch)).toHaveLength(1);
  });

  it("starts from the URL's query and follows the URL when a link clears it", async () => {
    const { calls } = stubFetch((request) =>
      isSearch(request)
        ? ok(postPage([makePost({ content: 'A found post' })]))
        : ok(postPage([makePost({ content: 'A popular post' })])),
    );
    const { router } = renderWithProviders(<Explore />, { path: '/explore?q=found' });

    expect(screen.getByPlaceholderText('Search')).toHaveValue('found');
    expect(await screen.findByText('A found post')).toBeInTheDocument();
    expect(calls.filter(isSearch).map(searchOf)).toEqual(['found']);
    expect(screen.queryByRole('heading', { name: 'Popular Today' })).not.toBeInTheDocument();

    await act(() => router.navigate('/explore'));
    expect(screen.getByPlaceholderText('Search')).toHaveValue('');
    expect(await screen.findByText('A popular post')).toBeInTheDocument();
    // The stale query must not come back once the pause is over.
    await new Promise((done) => setTimeout(done, 600));
    expect(router.state.location.search).toBe('');
  });

  it("says 'No results found' when a search has no hits, without 'End of posts'", async () => {
    stubFetch(() => ok(postPage([])));
    renderWithProviders(<Explore />, { path: '/explore?q=nothingmatches' });

    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.queryByText('End of posts')).not.toBeInTheDocument();
  });

  it("loads the next page by cursor and says 'End of posts' after the last", async () => {
    const { calls } = stubFetch((request) => {
      const cursor = (request.body as { cursor?: string }).cursor;
      return cursor
        ? ok(postPage([makePost({ content: 'Second page' })]))
        : ok(postPage([makePost({ content: 'First page' })], 'next-page'));
    });
    renderWithProviders(<Explore />, { path: '/explore?q=page' });

    // jsdom has no IntersectionObserver: the sentinel offers its button instead.
    expect(await screen.findByText('First page')).toBeInTheDocument();
    expect(screen.queryByText('End of posts')).not.toBeInTheDocument();
    // It comes once the first page's cards are all in (lib/first-screen.ts).
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Second page')).toBeInTheDocument();
    expect(await screen.findByText('End of posts')).toBeInTheDocument();
    expect(calls.map((call) => (call.body as { cursor?: string }).cursor)).toEqual([
      undefined,
      'next-page',
    ]);
  });
});

describe('Popular Today', () => {
  it('shows All by default and switches to Following with the radios', async () => {
    const { calls } = stubFetch((request) =>
      filterOf(request) === 'following'
        ? ok(postPage([makePost({ content: 'From someone I follow' })]))
        : ok(postPage([makePost({ content: 'Popular with everyone' })])),
    );
    const { user } = renderWithProviders(<Explore />, { path: '/explore' });

    expect(screen.getByRole('heading', { name: 'Popular Today' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Popular Today filter' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(await screen.findByText('Popular with everyone')).toBeInTheDocument();
    expect(calls.filter(isPopular).map((call) => call.body)).toEqual([
      { window: 'today', filter: 'all', pageNum: 1, pageSize: 20 },
    ]);

    await user.click(screen.getByRole('radio', { name: 'Following' }));
    expect(screen.getByRole('radio', { name: 'Following' })).toBeChecked();
    expect(await screen.findByText('From someone I follow')).toBeInTheDocument();
    expect(screen.queryByText('Popular with everyone')).not.toBeInTheDocument();
    expect(calls.filter(isPopular).map(filterOf)).toEqual(['all', 'following']);

    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(await screen.findByText('Popular with everyone')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('From someone I follow')).not.toBeInTheDocument(),
    );
    expect(calls.filter(isSearch)).toHaveLength(0);
  });

  it('keeps the Following choice in the URL, so coming Back to Explore finds it', async () => {
    const calls: StubRequest[] = [];
    stubFetch((request) => {
      calls.push(request);
      return ok(postPage([makePost({ content: 'Popular post' })]));
    });
    const { user, router } = renderWithProviders(<Explore />, {
      path: '/explore?popular=following',
    });
    expect(screen.getByRole('radio', { name: 'Following' })).toBeChecked();
    expect(await screen.findByText('Popular post')).toBeInTheDocument();
    expect(calls.map((call) => (call.body as { filter?: string } | undefined)?.filter)).toContain(
      'following',
    );

    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('radio', { name: 'Following' }));
    expect(router.state.location.search).toBe('?popular=following');
  });
});
