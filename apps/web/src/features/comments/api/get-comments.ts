import { type CommentListResult, limits } from '@app/contract';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { nextCursorOf, readList } from '@/lib/read-list';
import { threadKey } from './comment-cache';

export type CommentPages = InfiniteData<CommentListResult, string | null>;

/** One page of a post's top-level comments, or of the replies to one, oldest first. */
export async function getComments({
  postId,
  parentId = null,
  cursor,
  signal,
}: {
  postId: string;
  parentId?: string | null;
  cursor: string | null;
  signal?: AbortSignal;
}): Promise<CommentListResult> {
  const answer = await apiClient.post<Partial<CommentListResult> | undefined>(
    '/comment/list',
    {
      pageNum: 1,
      pageSize: limits.pageSizeDefault,
      ...(cursor ? { cursor } : {}),
      filters: { post: postId, ...(parentId ? { parent: parentId } : {}) },
    },
    { signal },
  );
  const data = readList(answer, 'commentList');
  return {
    commentList: data.commentList,
    total: data.total ?? data.commentList.length,
    nextCursor: data.nextCursor ?? null,
    hasMore: data.hasMore ?? false,
  };
}

export const commentsInfiniteQueryOptions = (postId: string, parentId: string | null = null) =>
  infiniteQueryOptions({
    queryKey: threadKey(postId, parentId),
    queryFn: ({ pageParam, signal }) =>
      getComments({ postId, parentId, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  });

export function useComments(postId: string) {
  return useInfiniteQuery(commentsInfiniteQueryOptions(postId));
}

/** The replies to one comment, fetched once the reader opens them. */
export function useReplies(postId: string, parentId: string, open: boolean) {
  return useInfiniteQuery({ ...commentsInfiniteQueryOptions(postId, parentId), enabled: open });
}
