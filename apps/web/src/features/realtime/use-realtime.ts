import type { Comment, Post, PostCounts } from '@app/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appendCachedComment, updateCachedComment } from '@/features/comments/api/comment-cache';
import { findCachedPost, removeCachedPost, updateCachedPost } from '@/lib/post-cache';
import { notificationKeys, postKeys, userKeys } from '@/lib/query-keys';
import { connectEventStream } from './event-stream';
import { newPosts } from './new-posts';

/** How each event changes what is cached: every copy of a post, the thread, the badge. */
export function eventHandlers(queryClient: QueryClient) {
  const setCounts = (postId: string, counts: PostCounts) =>
    updateCachedPost(queryClient, postId, (post) => ({ ...post, counts }));
  return {
    'post.created': (data: unknown) => {
      const post = data as Post;
      if (post.isMine) {
        void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
        return;
      }
      // Others' new posts wait behind the pill rather than moving the feed under the reader.
      if (!findCachedPost(queryClient, post._id)) newPosts.add(post._id);
    },
    'post.updated': (data: unknown) => {
      const next = data as Post;
      updateCachedPost(queryClient, next._id, (post) => ({
        ...post,
        content: next.content,
        visibility: next.visibility,
        edited: next.edited,
        updated_at: next.updated_at,
        author: next.author,
      }));
    },
    'post.deleted': (data: unknown) => {
      const { _id } = data as { _id: string };
      newPosts.remove(_id);
      removeCachedPost(queryClient, _id);
    },
    'post.counts': (data: unknown) => {
      const { _id, counts } = data as { _id: string; counts: PostCounts };
      setCounts(_id, counts);
    },
    'comment.created': (data: unknown) => {
      const { comment, postCounts } = data as { comment: Comment; postCounts: PostCounts };
      appendCachedComment(queryClient, comment.post, comment);
      setCounts(comment.post, postCounts);
    },
    'comment.deleted': (data: unknown) => {
      const { _id, post } = data as { _id: string; post: string };
      updateCachedComment(queryClient, post, _id, () => null);
    },
    'comment.counts': (data: unknown) => {
      const { _id, post, counts } = data as {
        _id: string;
        post: string;
        counts: Comment['counts'];
      };
      updateCachedComment(queryClient, post, _id, (comment) => ({ ...comment, counts }));
    },
    notification: (data: unknown) => {
      queryClient.setQueryData(notificationKeys.unread(), (data as { unread: number }).unread);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
    follow: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  };
}

/** One stream for this tab while someone is signed in; it ends with the session. */
export function useRealtime(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const stream = connectEventStream(eventHandlers(queryClient));
    return () => {
      stream.close();
      newPosts.clear();
    };
  }, [userId, queryClient]);
}
