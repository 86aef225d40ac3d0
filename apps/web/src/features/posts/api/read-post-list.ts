import type { PostListResult } from '@app/contract';
import { ApiError } from '@/lib/api-client';

/** The seed's check on a list answer: anything but an array of posts is refused. */
export function readPostList(data: unknown): PostListResult {
  const result = data as Partial<PostListResult> | undefined;
  if (!Array.isArray(result?.postList)) {
    throw new ApiError({
      status: 200,
      code: 'BAD_RESPONSE',
      message: 'Invalid response format from server',
    });
  }
  return {
    postList: result.postList,
    nextCursor: result.nextCursor ?? null,
    hasMore: result.hasMore ?? false,
  };
}

/** The next page's cursor, or undefined at the end (which ends the infinite query). */
export const nextCursorOf = (page: PostListResult): string | undefined =>
  page.hasMore && page.nextCursor ? page.nextCursor : undefined;
