import { limits, messages } from '@app/contract';
import { AppError } from '../lib/errors';

/**
 * Opaque cursors for keyset pagination: the sort key of the last row sent, base64url JSON.
 * A client never builds one; it only hands back what it got.
 */
export function encodeCursor(key: Record<string, string>): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor<K extends string>(
  cursor: string,
  keys: readonly K[],
): Record<K, string> {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      value &&
      typeof value === 'object' &&
      keys.every((k) => typeof (value as Record<string, unknown>)[k] === 'string')
    ) {
      return value as Record<K, string>;
    }
  } catch {
    // fall through to the 400 below
  }
  throw invalidCursor();
}

const invalidCursor = () =>
  new AppError(400, 'VALIDATION_ERROR', messages.invalidCursor, [
    { path: 'cursor', message: messages.invalidCursor },
  ]);

export type Page = { limit: number; offset: number };

/** pageNum/pageSize as an offset, used only when no cursor is given. */
export const pageOf = (input: {
  pageNum: number;
  pageSize: number;
  cursor?: string | null | undefined;
}): Page => ({
  limit: input.pageSize,
  offset: input.cursor ? 0 : (input.pageNum - 1) * input.pageSize,
});

/**
 * Offset paging for ranked lists (search, Popular Today), behind the same opaque cursor as
 * the rest: the cursor holds the offset. A ranking is read at most `pageOffsetMax` deep, as
 * a page number may go (the contract's pageRequestSchema); no cursor of ours goes further.
 */
export function rankedPageOf(input: {
  pageNum: number;
  pageSize: number;
  cursor?: string | null | undefined;
}): Page {
  const page = pageOf(input);
  if (!input.cursor) return page;
  const offset = Number(decodeCursor(input.cursor, ['o']).o);
  if (!Number.isSafeInteger(offset) || offset < 0 || offset > limits.pageOffsetMax) {
    throw invalidCursor();
  }
  return { ...page, offset };
}

/** `finishPage` for a ranked list: the next page's offset as its cursor, while in reach. */
export function finishRankedPage<T>(rows: T[], page: Page) {
  const next = page.offset + page.limit;
  const finished = finishPage(rows, page.limit, () => ({ o: String(next) }));
  return next > limits.pageOffsetMax ? { ...finished, hasMore: false, nextCursor: null } : finished;
}

/** Splits the one extra row fetched to learn whether more follow. */
export function finishPage<T>(rows: T[], limit: number, keyOf: (row: T) => Record<string, string>) {
  const hasMore = rows.length > limit;
  const items = hasMore ? rows.slice(0, limit) : rows;
  const last = items.at(-1);
  return { items, hasMore, nextCursor: hasMore && last ? encodeCursor(keyOf(last)) : null };
}
