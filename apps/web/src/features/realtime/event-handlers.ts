import type { Comment, Post, PostCounts } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { appendCachedComment, removeCachedComment, updateCachedComment } from '@/features/comments';
import {
  findCachedPost,
  type PostPages,
  removeCachedPost,
  updateCachedPost,
} from '@/lib/post-cache';
import { notificationKeys, postKeys, userKeys } from '@/lib/query-keys';
import type { EventHandlers } from './event-stream';
import { newPosts } from './new-posts';

/** Home's feed: the list with no filters. */
export const homeKey = postKeys.list({});

/** The viewer's own post, from another tab or device, goes straight to the top of Home. */
function prependToHome(queryClient: QueryClient, post: Post) {
  queryClient.setQueryData<PostPages>(homeKey, (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    return { ...data, pages: [{ ...first, postList: [post, ...first.postList] }, ...rest] };
  });
}

/** How each event changes what is cached: every copy of a post, the thread, the badge. */
export function eventHandlers(queryClient: QueryClient): EventHandlers {
  const setCounts = (postId: string, counts: PostCounts) =>
    updateCachedPost(queryClient, postId, (post) => ({ ...post, counts }));

  return {
    'post.created': (data) => {
      const post = data as Post;
      if (findCachedPost(queryClient, post._id)) return;
      // Others' new posts wait behind the pill rather than moving the feed under the reader.
      if (post.isMine) prependToHome(queryClient, post);
      else newPosts.add(post._id);
    },
    'post.updated': (data) => {
      const next = data as Post;
      updateCachedPost(queryClient, next._id, (post) => ({
        ...post,
        content: next.content,
        visibility: next.visibility,
        edited: next.edited,
        updated_at: next.updated_at,
        // Going Anonymous hides the author from others: the server sends it shaped so.
        author: next.author,
      }));
    },
    'post.deleted': (data) => {
      const { _id } = data as { _id: string };
      newPosts.remove(_id);
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
