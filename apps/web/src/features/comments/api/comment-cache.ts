import type { Comment } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { updateCachedPost } from '@/lib/post-cache';
import { commentKeys } from '@/lib/query-keys';
import type { CommentPages } from './get-comments';

/** The cached list a comment belongs in: its post's top level, or its parent's replies. */
export const threadKey = (postId: string, parentId: string | null) =>
  parentId ? commentKeys.replies(postId, parentId) : commentKeys.list(postId);

/** Every loaded list of a post's thread: the top level and each open reply list. */
const threadsOf = (queryClient: QueryClient, postId: string) =>
  queryClient.getQueriesData<CommentPages>({ queryKey: commentKeys.list(postId) });

const holds = (data: CommentPages | undefined, commentId: string): boolean =>
  Boolean(data?.pages.some((page) => page.commentList.some((c) => c._id === commentId)));

/** The comment as cached anywhere in its post's thread. */
function findCachedComment(queryClient: QueryClient, postId: string, commentId: string) {
  for (const [, data] of threadsOf(queryClient, postId)) {
    for (const page of data?.pages ?? []) {
      const found = page.commentList.find((c) => c._id === commentId);
      if (found) return found;
    }
  }
  return undefined;
}

/** The header's total lives on the top-level list's pages. */
function changeThreadTotal(queryClient: QueryClient, postId: string, delta: number) {
  queryClient.setQueryData<CommentPages>(
    commentKeys.list(postId),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, total: Math.max(0, page.total + delta) })),
      },
  );
}

/**
 * Applies `change` to one comment wherever its post's thread holds it; null removes it
 * (the total and its parent's reply count follow).
 */
export function updateCachedComment(
  queryClient: QueryClient,
  postId: string,
  commentId: string,
  change: (comment: Comment) => Comment | null,
): void {
  const before = findCachedComment(queryClient, postId, commentId);
  if (!before) return;
  const next = change(before);
  queryClient.setQueriesData<CommentPages>({ queryKey: commentKeys.list(postId) }, (data) => {
    if (!data || !holds(data, commentId)) return data;
    const pages = data.pages.map((page) => ({
      ...page,
      commentList: page.commentList.flatMap((c) =>
        c._id !== commentId ? [c] : next ? [next] : [],
      ),
    }));
    return { ...data, pages };
  });
  if (next) return;
  changeThreadTotal(queryClient, postId, -1);
  if (before.parent) changeReplyCount(queryClient, postId, before.parent, -1);
}

/**
 * A deleted comment: gone, or, while it has replies, a '[deleted]' placeholder over them
 * (as the server keeps it). The total drops either way.
 */
export function removeCachedComment(queryClient: QueryClient, postId: string, commentId: string) {
  const before = findCachedComment(queryClient, postId, commentId);
  if (before?.deleted) return;
  if (!before?.replyCount) {
    updateCachedComment(queryClient, postId, commentId, () => null);
    return;
  }
  updateCachedComment(queryClient, postId, commentId, (comment) => ({
    ...comment,
    deleted: true,
    content: '',
    author: null,
    pseudonym: null,
    isMine: false,
  }));
  changeThreadTotal(queryClient, postId, -1);
}

function changeReplyCount(
  queryClient: QueryClient,
  postId: string,
  parentId: string,
  delta: number,
) {
  updateCachedComment(queryClient, postId, parentId, (parent) => ({
    ...parent,
    replyCount: Math.max(0, parent.replyCount + delta),
  }));
}

/** Whether a post's loaded thread still shows the comment (not gone, not '[deleted]'). */
export const showsCachedComment = (queryClient: QueryClient, postId: string, commentId: string) =>
  findCachedComment(queryClient, postId, commentId)?.deleted === false;

/**
 * New comments already counted, though no loaded list shows them (their replies or later
 * pages were not open): the writer's answer and the live event must not count one twice.
 */
const countedUnseen = new WeakMap<QueryClient, Set<string>>();
const unseen = (queryClient: QueryClient) => {
  const ids = countedUnseen.get(queryClient) ?? new Set<string>();
  countedUnseen.set(queryClient, ids);
  return ids;
};

/** Whether a post's loaded thread holds the comment; undefined when no thread is loaded. */
export function hasCachedComment(
  queryClient: QueryClient,
  postId: string,
  commentId: string,
): boolean | undefined {
  if (unseen(queryClient).has(commentId)) return true;
  const threads = threadsOf(queryClient, postId).filter(([, data]) => data);
  if (threads.length === 0) return undefined;
  return threads.some(([, data]) => holds(data, commentId));
}

/**
 * A new comment goes at the end of its list (top level, or its parent's replies) when that
 * list's last page is loaded (lists are oldest first); otherwise it shows up when the reader
 * loads more. The total and its parent's reply count follow. A comment already there is
 * left alone: the writer's own answer and the live event both bring it.
 */
export function appendCachedComment(
  queryClient: QueryClient,
  postId: string,
  comment: Comment,
): void {
  if (hasCachedComment(queryClient, postId, comment._id)) return;
  let shown = false;
  queryClient.setQueryData<CommentPages>(threadKey(postId, comment.parent), (data) => {
    if (!data) return data;
    const lastIndex = data.pages.length - 1;
    const pages = data.pages.map((page, index) => {
      if (index !== lastIndex || page.hasMore) return page;
      shown = true;
      return { ...page, commentList: [...page.commentList, comment] };
    });
    return { ...data, pages };
  });
  if (!shown) unseen(queryClient).add(comment._id);
  changeThreadTotal(queryClient, postId, 1);
  if (comment.parent) changeReplyCount(queryClient, postId, comment.parent, 1);
}

/** Keeps the comment count of every cached copy of the post in step with the thread. */
export function changeCommentCount(queryClient: QueryClient, postId: string, delta: number): void {
  updateCachedPost(queryClient, postId, (post) => ({
    ...post,
    counts: { ...post.counts, comments: Math.max(0, post.counts.comments + delta) },
  }));
}
