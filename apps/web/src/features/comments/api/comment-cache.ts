import type { Comment } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { updateCachedPost } from '@/lib/post-cache';
import { commentKeys } from '@/lib/query-keys';
import type { CommentPages } from './get-comments';

/** Applies `change` to one comment of a post's cached thread; null removes it. */
export function updateCachedComment(
  queryClient: QueryClient,
  postId: string,
  commentId: string,
  change: (comment: Comment) => Comment | null,
): void {
  queryClient.setQueryData<CommentPages>(commentKeys.list(postId), (data) => {
    if (!data) return data;
    let removed = 0;
    const pages = data.pages.map((page) => {
      if (!page.commentList.some((comment) => comment._id === commentId)) return page;
      const commentList = page.commentList.flatMap((comment) => {
        if (comment._id !== commentId) return [comment];
        const next = change(comment);
        if (!next) removed += 1;
        return next ? [next] : [];
      });
      return { ...page, commentList };
    });
    return { ...data, pages: pages.map((page) => ({ ...page, total: page.total - removed })) };
  });
}

/** Whether a post's loaded thread holds the comment; undefined when no thread is loaded. */
export function hasCachedComment(
  queryClient: QueryClient,
  postId: string,
  commentId: string,
): boolean | undefined {
  const data = queryClient.getQueryData<CommentPages>(commentKeys.list(postId));
  return data ? holds(data, commentId) : undefined;
}

const holds = (data: CommentPages, commentId: string): boolean =>
  data.pages.some((page) => page.commentList.some((comment) => comment._id === commentId));

/**
 * A new comment goes at the end of the thread when its last page is loaded (the
 * thread is oldest first); otherwise it shows up when the reader loads more. A comment
 * already there is left alone: the writer's own answer and the live event both bring it.
 */
export function appendCachedComment(
  queryClient: QueryClient,
  postId: string,
  comment: Comment,
): void {
  queryClient.setQueryData<CommentPages>(commentKeys.list(postId), (data) => {
    if (!data || holds(data, comment._id)) return data;
    const lastIndex = data.pages.length - 1;
    const pages = data.pages.map((page, index) => {
      const appendHere = index === lastIndex && !page.hasMore;
      return {
        ...page,
        total: page.total + 1,
        commentList: appendHere ? [...page.commentList, comment] : page.commentList,
      };
    });
    return { ...data, pages };
  });
}

/** Keeps the comment count of every cached copy of the post in step with the thread. */
export function changeCommentCount(queryClient: QueryClient, postId: string, delta: number): void {
  updateCachedPost(queryClient, postId, (post) => ({
    ...post,
    counts: { ...post.counts, comments: Math.max(0, post.counts.comments + delta) },
  }));
}
