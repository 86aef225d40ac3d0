import type { CommentListResult, Post } from '@app/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { commentKeys, notificationKeys, postKeys, userKeys } from '@/lib/query-keys';
import { makeComment, makePost, postPage } from '@/testing/post-fixtures';
import { eventHandlers } from './event-handlers';

const pages = <T>(page: T) => ({ pages: [page], pageParams: [null] });

function setup(post: Post) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(postKeys.list({}), pages(postPage([post])));
  queryClient.setQueryData(postKeys.saved(), pages(postPage([post])));
  queryClient.setQueryData(postKeys.detail(post._id), post);
  return { queryClient, on: eventHandlers(queryClient, 'viewer-id') };
}

const everyCopy = (queryClient: ReturnType<typeof createQueryClient>, id: string) =>
  queryClient
    .getQueriesData<Post | InfiniteData<{ postList: Post[] }>>({ queryKey: postKeys.all })
    .map(([, data]) =>
      data && 'pages' in data ? data.pages[0]?.postList.find((p) => p._id === id) : data,
    );

describe('eventHandlers', () => {
  it('sets the counts of every cached copy of a post', () => {
    const post = makePost();
    const { queryClient, on } = setup(post);
    const counts = { likes: 5, hugs: 1, shares: 2, comments: 3 };
    on['post.counts']?.({ _id: post._id, counts });
    expect(everyCopy(queryClient, post._id).map((copy) => copy?.counts)).toEqual([
      counts,
      counts,
      counts,
    ]);
  });

  it('replaces the content, visibility and edited mark of every copy', () => {
    const post = makePost({ content: 'before' });
    const { queryClient, on } = setup(post);
    on['post.updated']?.({ ...post, content: 'after', visibility: 'private', edited: true });
    for (const copy of everyCopy(queryClient, post._id)) {
      expect(copy).toMatchObject({ content: 'after', visibility: 'private', edited: true });
    }
  });

  it('takes a deleted post off every list', () => {
    const post = makePost();
    const { queryClient, on } = setup(post);
    on['post.deleted']?.({ _id: post._id });
    const home = queryClient.getQueryData<InfiniteData<{ postList: Post[] }>>(postKeys.list({}));
    expect(home?.pages[0]?.postList).toEqual([]);
  });

  it('adds a new comment to a loaded thread once, and sets the post counts', () => {
    const post = makePost();
    const { queryClient, on } = setup(post);
    const thread: CommentListResult = {
      commentList: [makeComment({ post: post._id })],
      total: 1,
      nextCursor: null,
      hasMore: false,
    };
    queryClient.setQueryData(commentKeys.list(post._id), pages(thread));
    const comment = makeComment({ post: post._id, content: 'live' });
    const postCounts = { ...post.counts, comments: 2 };

    on['comment.created']?.({ comment, postCounts });
    on['comment.created']?.({ comment, postCounts }); // the writer's own copy, or a replay
    const loaded = queryClient.getQueryData<InfiniteData<CommentListResult>>(
      commentKeys.list(post._id),
    );
    expect(loaded?.pages[0]?.commentList.map((c) => c.content)).toEqual(['A comment', 'live']);
    expect(loaded?.pages[0]?.total).toBe(2);
    expect(everyCopy(queryClient, post._id)[0]?.counts.comments).toBe(2);

    on['comment.counts']?.({ _id: comment._id, post: post._id, counts: { likes: 4, hugs: 0 } });
    on['comment.deleted']?.({ _id: thread.commentList[0]?._id, post: post._id });
    const after = queryClient.getQueryData<InfiniteData<CommentListResult>>(
      commentKeys.list(post._id),
    );
    expect(after?.pages[0]?.commentList).toEqual([{ ...comment, counts: { likes: 4, hugs: 0 } }]);
  });

  it('sets the unread count and refreshes the people a follow concerns', () => {
    const { queryClient, on } = setup(makePost());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    on.notification?.({ unread: 7 });
    expect(queryClient.getQueryData(notificationKeys.unread())).toBe(7);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationKeys.list() });
    // Read elsewhere: the badge follows, the list has nothing new to fetch.
    invalidate.mockClear();
    on.notification?.({ unread: 0 });
    expect(queryClient.getQueryData(notificationKeys.unread())).toBe(0);
    expect(invalidate).not.toHaveBeenCalled();

    on.follow?.({ followerId: 'a', followeeId: 'b' });
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toContainEqual(userKeys.detail('b'));
    expect(keys).toContainEqual(userKeys.detail('a'));
    expect(keys).toContainEqual(userKeys.followRequests());
    expect(keys).toContainEqual(userKeys.connections('b', 'followers'));
  });
});
