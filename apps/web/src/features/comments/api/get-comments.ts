import { type CommentListResult, limits } from '@app/contract';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { commentKeys } from '@/lib/query-keys';

export type CommentPages = InfiniteData<CommentListResult, string | null>;

/** One page of a post's comments, oldest first. */
export async function getComments({
  postId,
  cursor,
  signal,
}: {
  postId: string;
  cursor: string | null;
  signal?: AbortSignal;
}): Promise<CommentListResult> {
  const data = await apiClient.post<Partial<CommentListResult> | undefined>(
    '/comment/list',
    {
      pageNum: 1,
      pageSize: limits.pageSizeDefault,
      ...(cursor ? { cursor } : {}),
      filters: { post: postId },
    },
    { signal },
  );
  if (!Array.isArray(data?.commentList)) {
    throw new ApiError({
      status: 200,
      code: 'BAD_RESPONSE',
      message: 'Invalid response format from server',
    });
  }
  return {
    commentList: data.commentList,
    total: data.total ?? data.commentList.length,
    nextCursor: data.nextCursor ?? null,
    hasMore: data.hasMore ?? false,
  };
}

export const commentsInfiniteQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: commentKeys.list(postId),
    queryFn: ({ pageParam, signal }) => getComments({ postId, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page: CommentListResult) =>
      page.hasMore && page.nextCursor ? page.nextCursor : undefined,
  });

export function useComments(postId: string) {
  return useInfiniteQuery(commentsInfiniteQueryOptions(postId));
}
