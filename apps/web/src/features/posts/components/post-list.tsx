import type { PostListResult } from '@app/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { InfiniteScrollTrigger } from '@/components/ui/infinite-scroll-trigger';
import { ErrorMessage, LoadingMessage } from '@/components/ui/state-message';
import { cn } from '@/lib/cn';
import { FIRST_SCREEN_ITEMS, useFirstScreenOnly } from '@/lib/first-screen';
import { PostCard, type RenderComments } from './post-card';

type PostListProps = {
  query: UseInfiniteQueryResult<InfiniteData<PostListResult, unknown>>;
  renderComments?: RenderComments | undefined;
  loadingText: string;
  errorText: string;
  empty: ReactNode;
  /** Names the list for screen readers ('Posts', 'Saved posts'). */
  label: string;
  className?: string;
};

/** An infinite list of post cards: loading, error and empty states, more on scroll. */
export function PostList({
  query,
  renderComments,
  loadingText,
  errorText,
  empty,
  label,
  className,
}: PostListProps) {
  const { data, isPending, isError, refetch } = query;
  const firstScreenOnly = useFirstScreenOnly(
    data?.pages.some((page) => page.postList.length > 0) ?? false,
  );

  if (isPending) return <LoadingMessage>{loadingText}</LoadingMessage>;
  if (isError && !data)
    return <ErrorMessage onRetry={() => void refetch()}>{errorText}</ErrorMessage>;

  // Keyset pages never overlap, but a post removed and re-added in the cache could; keys must be unique.
  const seen = new Set<string>();
  const posts = data.pages
    .flatMap((page) => page.postList)
    .filter((post) => !seen.has(post._id) && seen.add(post._id));

  // A page may hold nothing and still not be the last: for a viewer who mutes words the server
  // reads a window of posts a page (PRODUCT.md's lists), so look further before saying none.
  if (posts.length === 0 && !query.hasNextPage) return empty;

  return (
    <section aria-label={label}>
      {/* minmax(0, 1fr), not the implicit auto column: a card narrows to a 390 px screen
          instead of growing to its longest username and running off its right edge. */}
      <div className={cn('grid grid-cols-1 gap-4', className)}>
        {(firstScreenOnly ? posts.slice(0, FIRST_SCREEN_ITEMS) : posts).map((post) => (
          <PostCard key={post._id} post={post} renderComments={renderComments} />
        ))}
      </div>
      {/* Until the whole page of cards is in, the list's end is not where it seems. */}
      <InfiniteScrollTrigger
        hasNextPage={query.hasNextPage && (!firstScreenOnly || posts.length === 0)}
        isFetchingNextPage={query.isFetchingNextPage}
        isError={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
        loadingLabel="Loading more posts..."
      />
    </section>
  );
}
