import type { PostListResult } from '@app/contract';
import { ApiError } from './api-client';

/*
 * Reading list answers, for every feature. Not in api-client.ts: that module loads with the
 * sign-in page, whose budget has no bytes to spare for what only signed-in screens use. The
 * post pages' reader (posts and search) lives here too: one module makes one chunk, and each
 * chunk's name costs the sign-in page bytes in the preload lists.
 */

/**
 * A list answer checked as the seed checks one: `key` must hold an array, or the answer is
 * refused with an ApiError, so that a screen shows its error with Retry instead of crashing.
 */
export function readList<Answer, Key extends keyof Answer>(
  data: Partial<Answer> | undefined,
  key: Key,
): Partial<Answer> & Pick<Answer, Key> {
  if (!Array.isArray(data?.[key])) {
    throw new ApiError({
      status: 200,
      code: 'BAD_RESPONSE',
      message: 'Invalid response format from server',
    });
  }
  return data as Partial<Answer> & Pick<Answer, Key>;
}

/** A page of posts (Home, Saved, Popular Today): anything but an array of posts is refused. */
export function readPostList(data: unknown): PostListResult {
  const result = readList(data as Partial<PostListResult> | undefined, 'postList');
  return {
    postList: result.postList,
    nextCursor: result.nextCursor ?? null,
    hasMore: result.hasMore ?? false,
  };
}

/**
 * The next page's cursor, or undefined at the end (which ends the infinite query). Takes any
 * keyset page, not only posts: the comment threads page with it too.
 */
export const nextCursorOf = (
  page: Pick<PostListResult, 'hasMore' | 'nextCursor'>,
): string | undefined => (page.hasMore && page.nextCursor ? page.nextCursor : undefined);
