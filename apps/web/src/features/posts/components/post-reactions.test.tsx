import type { Post } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { postKeys } from '@/lib/query-keys';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { deferred, makePost, postPage } from '@/testing/post-fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { PostDetails } from './post-details';

const feedCopy = (queryClient: ReturnType<typeof renderWithProviders>['queryClient']) =>
  queryClient.getQueryData<{ pages: { postList: Post[] }[] }>(postKeys.list({}))?.pages[0]
    ?.postList[0];

describe('post reactions', () => {
  it('likes at once in every cached copy, then puts it back and says so when the server fails', async () => {
    const post = makePost({ counts: { likes: 2, hugs: 0, shares: 0, comments: 0 } });
    const answer = deferred<Response>();
    const { calls } = stubFetch(({ path }) =>
      path.endsWith('/react') ? answer.promise : ok({ post }),
    );
    const { user, queryClient } = renderWithProviders(<PostDetails id={post._id} />);
    // The same post also sits in the Home feed's cache.
    queryClient.setQueryData(postKeys.list({}), { pages: [postPage([post])], pageParams: [null] });

    const card = await screen.findByRole('article', { name: 'Grace Hopper' });
    const like = within(card).getByRole('button', { name: 'Like 2' });
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAccessibleName('Like 3');
    expect(feedCopy(queryClient)?.viewer.liked).toBe(true);
    expect(feedCopy(queryClient)?.counts.likes).toBe(3);
    expect(calls.find((call) => call.path.endsWith('/react'))?.body).toEqual({
      kind: 'like',
      active: true,
    });

    answer.resolve(fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'));
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(like).toHaveAccessibleName('Like 2');
    expect(feedCopy(queryClient)?.counts.likes).toBe(2);
    expect(await screen.findByText('Your reaction was not saved')).toBeInTheDocument();
  });

  it("keeps the server's counts after a successful like", async () => {
    const post = makePost({ counts: { likes: 0, hugs: 0, shares: 0, comments: 0 } });
    stubFetch(({ path }) =>
      path.endsWith('/react')
        ? ok({
            counts: { ...post.counts, likes: 5 },
            viewer: { ...post.viewer, liked: true },
          })
        : ok({ post }),
    );
    const { user } = renderWithProviders(<PostDetails id={post._id} />);

    const card = await screen.findByRole('article', { name: 'Grace Hopper' });
    await user.click(within(card).getByRole('button', { name: 'Like 0' }));
    expect(await within(card).findByRole('button', { name: 'Like 5' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('reposts at once and can undo it, the label saying what a press does', async () => {
    const post = makePost({ counts: { likes: 0, hugs: 0, shares: 4, comments: 0 } });
    const { calls } = stubFetch(({ path, body }) => {
      if (!path.endsWith('/react')) return ok({ post });
      const { active } = body as { active: boolean };
      return ok({
        counts: { ...post.counts, shares: active ? 5 : 4 },
        viewer: { ...post.viewer, shared: active },
      });
    });
    const { user } = renderWithProviders(<PostDetails id={post._id} />);

    const card = await screen.findByRole('article', { name: 'Grace Hopper' });
    await user.click(within(card).getByRole('button', { name: 'Repost 4' }));
    const undo = await within(card).findByRole('button', { name: 'Undo repost 5' });
    expect(calls.filter((call) => call.path.endsWith('/react')).map((call) => call.body)).toEqual([
      { kind: 'share', active: true },
    ]);
    // No link was copied: that is the menu's Copy link now.
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();

    await user.click(undo);
    expect(await within(card).findByRole('button', { name: 'Repost 4' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/react')).at(-1)?.body).toEqual({
      kind: 'share',
      active: false,
    });
  });

  it("shows 'Post not found' for a post that does not exist", async () => {
    stubFetch(() => fail(404, 'NOT_FOUND', 'Post not found'));
    renderWithProviders(<PostDetails id="01968f5e-7c2a-7b3e-9f1a-000000000999" />);

    expect(await screen.findByText('Post not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
