import type { Comment, Post, PostCounts } from '@app/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { appendCachedComment, removeCachedComment, updateCachedComment } from '@/features/comments';
import {
  findCachedPost,
  type HomeFeed,
  homeFeedKey,
  type PostPages,
  removeCachedPost,
  updateCachedPost,
} from '@/lib/post-cache';
import { notificationKeys, type PostListFilters, postKeys, userKeys } from '@/lib/query-keys';
import type { EventHandlers } from './event-stream';
import { newPosts } from './new-posts';

/** The viewer's own post, from another tab or device, goes straight to the top of a Home tab. */
function prependToHomeFeed(queryClient: QueryClient, feed: HomeFeed, post: Post) {
  queryClient.setQueryData<PostPages>(homeFeedKey(feed), (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    return { ...data, pages: [{ ...first, postList: [post, ...first.postList] }, ...rest] };
  });
}

/**
 * The cached post lists chosen by who wrote a post or whom the viewer follows: a profile's
 * posts (`filters.author`), the Following tab and Explore's Following filter, and Popular
 * Today's Following filter. An anonymous post is in none of them for anyone but its author.
 */
function listsByAuthorOrFollow(queryClient: QueryClient): QueryKey[] {
  const lists = queryClient
    .getQueriesData({ queryKey: postKeys.lists() })
    .map(([queryKey]) => queryKey)
    .filter((queryKey) => {
      const filters = queryKey[2] as PostListFilters | undefined;
      return filters?.author !== undefined || filters?.feed === 'following';
    });
  return [...lists, postKeys.popular('following')];
}

/** How each event changes what is cached: every copy of a post, the thread, the badge. */
export function eventHandlers(queryClient: QueryClient, viewerId: string): EventHandlers {
  const setCounts = (postId: string, counts: PostCounts) =>
    updateCachedPost(queryClient, postId, (post) => ({ ...post, counts }));

  return {
    'post.created': (data) => {
      // inFollowing: the viewer follows its named author, so it enters their Following tab too.
      const { inFollowing, ...post } = data as Post & { inFollowing?: boolean };
      if (findCachedPost(queryClient, post._id)) return;
      if (post.isMine) {
        prependToHomeFeed(queryClient, 'everyone', post);
        // Following holds my own named posts too, and the server's inFollowing only says
        // whether the viewer follows the author, which I do not. (The contract's isAnonymous
        // would say 'private' too; importing it here costs the sign-in page 41 bytes.)
        const named = post.visibility !== 'private';
        if (inFollowing || named) prependToHomeFeed(queryClient, 'following', post);
        return;
      }
      // Others' new posts wait behind the pill rather than moving the feed under the reader.
      newPosts.everyone.add(post._id);
      if (inFollowing) newPosts.following.add(post._id);
    },
    'post.reposted': (data) => {
      // Sent only to those whose Following tab the repost enters; the item keeps the post's id.
      const post = data as Post;
      // My own repost is nothing new to me.
      if (post.repostedBy?._id === viewerId) return;
      // A replay of a repost that the tab already shows.
      const shown = findCachedPost(queryClient, post._id, homeFeedKey('following'));
      if (shown?.repostedAt && shown.repostedAt === post.repostedAt) return;
      newPosts.following.add(post._id);
    },
    'post.unreposted': (data) => {
      // The sharer undid it: the post leaves my Following tab where that repost brought it.
      // If it also belongs there on its own (its author is followed), the tab's next read
      // puts it back at its own place; the server's feed decides, not this handler.
      const { _id, by } = data as { _id: string; by: string };
      updateCachedPost(
        queryClient,
        _id,
        (post) => (post.repostedBy?._id === by ? null : post),
        homeFeedKey('following'),
      );
    },
    'post.updated': (data) => {
      const next = data as Post;
      const before = findCachedPost(queryClient, next._id);
      // What an edit changes, shaped for this viewer. Counts and the viewer's own marks have
      // events of their own, and a repost's sharer belongs to the list entry, not the post.
      const { content, visibility, edited, updated_at, author, media, mentions, tags } = next;
      updateCachedPost(queryClient, next._id, (post) => ({
        ...post,
        ...{ content, visibility, edited, updated_at, author, media, mentions, tags },
      }));
      // Gone Anonymous (the server sends others no author now): it leaves the lists picked by
      // who wrote it or whom I follow, as the server's would (rule 2), and its author's count.
      if (author === null && before?.author) {
        newPosts.following.remove(next._id);
        for (const key of listsByAuthorOrFollow(queryClient)) {
          updateCachedPost(queryClient, next._id, (post) => (post.repostedBy ? post : null), key);
        }
        void queryClient.invalidateQueries({ queryKey: userKeys.detail(before.author._id) });
      }
    },
    'post.deleted': (data) => {
      const { _id } = data as { _id: string };
      newPosts.everyone.remove(_id);
      newPosts.following.remove(_id);
      removeCachedPost(queryClient, _id);
    },
    'post.counts': (data) => {
      const { _id, counts } = data as { _id: string; counts: PostCounts };
      setCounts(_id, counts);
    },
    'comment.created': (data) => {
      const { comment, postCounts } = data as { comment: Comment; postCounts: PostCounts };
      appendCachedComment(queryClient, comment.post, comment);
      setCounts(comment.post, postCounts);
    },
    'comment.deleted': (data) => {
      // The post's new count follows in a post.counts event.
      const { _id, post } = data as { _id: string; post: string };
      removeCachedComment(queryClient, post, _id);
    },
    'comment.counts': (data) => {
      const { _id, post, counts } = data as {
        _id: string;
        post: string;
        counts: Comment['counts'];
      };
      updateCachedComment(queryClient, post, _id, (comment) => ({ ...comment, counts }));
    },
    notification: (data) => {
      const { unread } = data as { unread: number };
      const before = queryClient.getQueryData<number>(notificationKeys.unread());
      // A count still being fetched was read before this event: landing after it, it would
      // put the badge back. The event's count is the newer one.
      void queryClient.cancelQueries({ queryKey: notificationKeys.unread(), exact: true });
      queryClient.setQueryData(notificationKeys.unread(), unread);
      // A drop only means read, here or in another tab: nothing new to fetch. The same count
      // may hide a new act grouped into a line that was already unread.
      if (before === undefined || unread >= before) {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
      }
    },
    follow: (data) => {
      // Both people's profiles and lists change: their counts, the follow button, the requests.
      const { followerId, followeeId } = data as { followerId: string; followeeId: string };
      for (const id of [followerId, followeeId]) {
        void queryClient.invalidateQueries({ queryKey: userKeys.detail(id) });
        void queryClient.invalidateQueries({ queryKey: userKeys.connections(id, 'followers') });
        void queryClient.invalidateQueries({ queryKey: userKeys.connections(id, 'following') });
      }
      void queryClient.invalidateQueries({ queryKey: userKeys.followRequests() });
      void queryClient.invalidateQueries({ queryKey: userKeys.me(), exact: true });
    },
  };
}
