import { useEffect, useRef } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

type InfiniteScrollTriggerProps = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last attempt to load more failed: stop loading on scroll, offer a retry. */
  isError: boolean;
  onLoadMore: () => void;
  loadingLabel?: string;
};

/**
 * A sentinel under a list: when it comes within reach of the viewport the next page
 * loads. After each page it is observed afresh, so a short page that leaves it in
 * view loads the next one too. Without IntersectionObserver a button does the same.
 */
export function InfiniteScrollTrigger({
  hasNextPage,
  isFetchingNextPage,
  isError,
  onLoadMore,
  loadingLabel = 'Loading more...',
}: InfiniteScrollTriggerProps) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const loadMoreRef = useRef(onLoadMore);
  loadMoreRef.current = onLoadMore;
  const canObserve = typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !canObserve || !hasNextPage || isFetchingNextPage || isError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canObserve, hasNextPage, isFetchingNextPage, isError]);

  return (
    <div ref={sentinelRef} className="flex min-h-px flex-col items-center gap-2 py-4">
      {isFetchingNextPage && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {loadingLabel}
        </p>
      )}
      {isError && !isFetchingNextPage && (
        <div role="alert" className="flex flex-col items-center gap-2 text-sm text-error">
          Could not load more.
          <Button variant="outline" size="sm" onClick={onLoadMore}>
            Try again
          </Button>
        </div>
      )}
      {!canObserve && hasNextPage && !isFetchingNextPage && !isError && (
        <Button variant="outline" size="sm" onClick={onLoadMore}>
          Load more
        </Button>
      )}
    </div>
  );
}
