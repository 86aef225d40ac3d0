import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { makePost, postPage } from '@/testing/post-fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { HomeFeed } from './home-feed';
import { SavedPosts } from './saved-posts';

describe('HomeFeed', () => {
  it('asks for the first 20 posts and shows them', async () => {
    const { calls } = stubFetch(() => ok(postPage([makePost({ content: 'Hello there' })])));
    renderWithProviders(<HomeFeed />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading posts...');
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/api/v1/post/list');
    expect(calls[0]?.body).toEqual({ pageNum: 1, pageSize: 20, filters: {} });
  });

  it('shows all 20 posts of the page, then the way to the next page', async () => {
    const posts = Array.from({ length: 20 }, (_, index) =>
      makePost({ content: `Post ${index + 1}` }),
    );
    stubFetch(() => ok(postPage(posts, 'next-page')));
    renderWithProviders(<HomeFeed />);

    expect(await screen.findByText('Post 20')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    // jsdom has no IntersectionObserver: the sentinel offers its button instead.
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('looks further when a page is empty but not the last, before saying there are none', async () => {
    const { calls } = stubFetch(({ body }) =>
      (body as { cursor?: string }).cursor
        ? ok(postPage([makePost({ content: 'Far back' })]))
        : ok(postPage([], 'below-the-window')),
    );
    const { user } = renderWithProviders(<HomeFeed />);

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Far back')).toBeInTheDocument();
    expect(screen.queryByText('No posts available')).not.toBeInTheDocument();
    expect(calls[1]?.body).toMatchObject({ cursor: 'below-the-window' });
  });

  it("shows the seed's empty and error texts", async () => {
    stubFetch(() => ok(postPage([])));
    const first = renderWithProviders(<HomeFeed />);
    expect(await screen.findByText('No posts available')).toBeInTheDocument();
    expect(screen.getByText('There are no posts to display.')).toBeInTheDocument();
    first.unmount();

    stubFetch(() => fail(500, 'INTERNAL_ERROR', 'Something went wrong'));
    renderWithProviders(<HomeFeed />);
    expect(
      await screen.findByText('Failed to load posts. Please try again later.'),
    ).toBeInTheDocument();
  });
});

describe('SavedPosts', () => {
  it("takes an unsaved post off the list at once, down to 'No available posts'", async () => {
    const post = makePost({ viewer: { liked: false, hugged: false, shared: false, saved: true } });
    const { calls } = stubFetch(({ path }) =>
      path.endsWith('/save') ? ok({ saved: false }) : ok(postPage([post])),
    );
    const { user } = renderWithProviders(<SavedPosts />);

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No available posts')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/save'))?.body).toEqual({ active: false }),
    );
  });
});
