import type { CommentListResult, Post } from '@app/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { commentKeys, notificationKeys, postKeys, userKeys } from '@/lib/query-keys';
import { makeComment, makePost, postPage } from '@/testing/post-fixtures';
import { eventHandlers } from './event-handlers';
import { newPosts } from './new-posts';

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

const counts = () => ({
  everyone: newPosts.everyone.count(),
  following: newPosts.following.count(),
});

describe('eventHandlers', () => {
  afterEach(() => {
    newPosts.everyone.clear();
    newPosts.following.clear();
  });

  it('counts a new post on Everyone, and on Following too when it belongs there', () => {
    const { on } = setup(makePost());
    on['post.created']?.({ ...makePost(), inFollowing: false });
    expect(counts()).toEqual({ everyone: 1, following: 0 });
    const followed = makePost();
    on['post.created']?.({ ...followed, inFollowing: true });
    on['post.created']?.({ ...followed, inFollowing: true }); // a replay counts once
    expect(counts()).toEqual({ everyone: 2, following: 1 });

    on['post.deleted']?.({ _id: followed._id });
    expect(counts()).toEqual({ everyone: 1, following: 0 });
  });

  it('counts a repost on Following only, once, and not my own or one already shown', () => {
    const shown = makePost({
      repostedBy: { _id: 'sharer', name: 'Sam', username: 'sam', profile_pic: '' },
      repostedAt: '2025-01-07T12:00:00.000Z',
    });
    const { queryClient, on } = setup(makePost());
    queryClient.setQueryData(postKeys.list({ feed: 'following' }), pages(postPage([shown])));

    const reposted = { ...makePost(), repostedBy: shown.repostedBy, repostedAt: shown.repostedAt };
    on['post.reposted']?.(reposted);
    on['post.reposted']?.(reposted);
    expect(counts()).toEqual({ everyone: 0, following: 1 });

    on['post.reposted']?.(shown); // a replay of what the tab shows
    on['post.reposted']?.({ ...makePost(), repostedBy: { ...shown.repostedBy, _id: 'viewer-id' } });
    expect(counts()).toEqual({ everyone: 0, following: 1 });
    // Shown before, reposted again since: it comes back to the top.
    on['post.reposted']?.({ ...shown, repostedAt: '2025-01-08T12:00:00.000Z' });
    expect(counts()).toEqual({ everyone: 0, following: 2 });
  });

  it('takes an undone repost out of Following, and only the one that brought it there', () => {
    const sam = { _id: 'sharer', name: 'Sam', username: 'sam', profile_pic: '' };
    const reposted = makePost({ repostedBy: sam, repostedAt: '2025-01-07T12:00:00.000Z' });
    const byOther = makePost({ repostedBy: { ...sam, _id: 'other' } });
    const own = makePost();
    const { queryClient, on } = setup(makePost());
    const following = postKeys.list({ feed: 'following' });
    queryClient.setQueryData(following, pages(postPage([reposted, byOther, own])));
    queryClient.setQueryData(postKeys.detail(reposted._id), reposted);
    const ids = () =>
      queryClient
        .getQueryData<InfiniteData<{ postList: Post[] }>>(following)
        ?.pages[0]?.postList.map((post) => post._id);

    on['post.unreposted']?.({ _id: reposted._id, by: 'sharer' });
    on['post.unreposted']?.({ _id: byOther._id, by: 'sharer' });
    on['post.unreposted']?.({ _id: own._id, by: 'sharer' });
    expect(ids()).toEqual([byOther._id, own._id]);
    // The post itself stays wherever else it is shown.
    expect(queryClient.getQueryData(postKeys.detail(reposted._id))).toEqual(reposted);
  });

  it('puts my own new post on top of Everyone, and of Following when it belongs there', () => {
    const { queryClient, on } = setup(makePost());
    queryClient.setQueryData(postKeys.list({ feed: 'following' }), pages(postPage([])));
    const named = makePost({ isMine: true, content: 'named' });
    const anonymous = makePost({ isMine: true, content: 'anonymous', visibility: 'private' });
    // The server says inFollowing when the viewer follows the author: never for my own.
    on['post.created']?.({ ...named, inFollowing: false });
    on['post.created']?.({ ...anonymous, inFollowing: false });

    const contents = (key: readonly unknown[]) =>
      queryClient
        .getQueryData<InfiniteData<{ postList: Post[] }>>(key)
        ?.pages[0]?.postList.map((post) => post.content);
    expect(contents(postKeys.list({}))).toEqual(['anonymous', 'named', 'A first post']);
    expect(contents(postKeys.list({ feed: 'following' }))).toEqual(['named']);
    // Cached as a Post: the audience flag stays out.
    expect(
      queryClient.getQueryData<InfiniteData<{ postList: Post[] }>>(postKeys.list({}))?.pages[0]
        ?.postList[1],
    ).not.toHaveProperty('inFollowing');
    expect(counts()).toEqual({ everyone: 0, following: 0 });
  });

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

  it('takes the whole edit into every copy: images, mentions and tags too', () => {
    const post = makePost({
      content: 'a red square',
      media: [
        {
          _id: 'm1',
          url: '/media/m1.webp',
          thumbUrl: '/media/m1-t.webp',
          alt: 'red square',
          width: 8,
          height: 8,
        },
      ],
    });
    const { queryClient, on } = setup(post);
    const carol = { _id: 'carol-id', name: 'Carol', username: 'carol', profile_pic: '' };
    on['post.updated']?.({
      ...post,
      content: 'now for @carol #squares',
      media: [],
      mentions: [carol],
      tags: ['squares'],
      edited: true,
    });
    for (const copy of everyCopy(queryClient, post._id)) {
      expect(copy).toMatchObject({ media: [], mentions: [carol], tags: ['squares'] });
    }
  });

  it("takes a post gone anonymous off the lists picked by its author or by my follows, and refreshes the author's profile", () => {
    const post = makePost({ content: 'named at first' });
    const authorId = post.author?._id as string;
    const repost = {
      ...post,
      repostedBy: { _id: 'sharer', name: 'Sam', username: 'sam', profile_pic: '' },
      repostedAt: '2025-01-07T12:00:00.000Z',
    };
    const { queryClient, on } = setup(post);
    const byAuthorOrFollow = [
      postKeys.list({ author: authorId }),
      postKeys.list({ feed: 'following' }),
      postKeys.list({ feed: 'following', search: 'named' }),
      postKeys.popular('following'),
    ];
    for (const key of byAuthorOrFollow) queryClient.setQueryData(key, pages(postPage([post])));
    queryClient.setQueryData(
      postKeys.list({ feed: 'following', tag: 'x' }),
      pages(postPage([repost])),
    );
    queryClient.setQueryData(userKeys.detail(authorId), { _id: authorId });
    newPosts.following.add(post._id);

    on['post.updated']?.({ ...post, visibility: 'private', author: null, edited: true });

    const listed = (key: readonly unknown[]) =>
      queryClient.getQueryData<InfiniteData<{ postList: Post[] }>>(key)?.pages[0]?.postList;
    for (const key of byAuthorOrFollow) expect(listed(key)).toEqual([]);
    // A share stays: the sharer is named for sharing, never the author.
    expect(listed(postKeys.list({ feed: 'following', tag: 'x' }))).toMatchObject([
      { _id: post._id, author: null },
    ]);
    // Everyone, Saved and the post's page keep it, authorless.
    for (const copy of everyCopy(queryClient, post._id).filter(Boolean)) {
      expect(copy).toMatchObject({ author: null, visibility: 'private' });
    }
    expect(listed(postKeys.list({}))).toHaveLength(1);
    expect(counts().following).toBe(0);
    expect(queryClient.getQueryState(userKeys.detail(authorId))?.isInvalidated).toBe(true);
  });

  it('keeps my own post gone anonymous where it was: I still see it as mine', () => {
    const post = makePost({ isMine: true });
    const { queryClient, on } = setup(post);
    queryClient.setQueryData(postKeys.list({ author: post.author?._id }), pages(postPage([post])));
    on['post.updated']?.({ ...post, visibility: 'private' });
    const mine = queryClient.getQueryData<InfiniteData<{ postList: Post[] }>>(
      postKeys.list({ author: post.author?._id }),
    );
    expect(mine?.pages[0]?.postList).toMatchObject([{ _id: post._id, visibility: 'private' }]);
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

  it('keeps a live unread count over a count that was fetched before it', async () => {
    const { queryClient, on } = setup(makePost());
    let answer: (count: number) => void = () => {};
    const fetching = queryClient.fetchQuery({
      queryKey: notificationKeys.unread(),
      queryFn: () => new Promise<number>((resolve) => (answer = resolve)),
    });
    on.notification?.({ unread: 1 });
    answer(0); // read before the event, answered after it
    await fetching.catch(() => {});
    expect(queryClient.getQueryData(notificationKeys.unread())).toBe(1);
  });
});
