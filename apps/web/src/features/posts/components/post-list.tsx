import type { PostListResult } from '@app/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { InfiniteScrollTrigger } from '@/components/ui/infinite-scroll-trigger';
import { ErrorMessage, LoadingMessage } from '@/components/ui/state-message';
import { cn } from '@/lib/cn';
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

/** About a screenful of cards: what a list's first render with posts draws. */
const FIRST_RENDER_POSTS = 4;

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
  // Twenty cards take longer to render, lay out and paint than the whole frame around them,
  // and Home's loader often has its page in before Home first renders: the first render
  // with posts draws a screenful, the rest (below the fold) follows in a background render
  // right after that paint. Once only: later changes render the whole list.
  const [isPastFirstRender, setIsPastFirstRender] = useState(false);
  const hasPosts = Boolean(data?.pages.some((page) => page.postList.length > 0));
  useEffect(() => {
    if (hasPosts) startTransition(() => setIsPastFirstRender(true));
  }, [hasPosts]);

  if (isPending) return <LoadingMessage>{loadingText}</LoadingMessage>;
  if (isError && !data)
    return <ErrorMessage onRetry={() => void refetch()}>{errorText}</ErrorMessage>;

  // Keyset pages never overlap, but a post removed and re-added in the cache could; keys must be unique.
  const seen = new Set<string>();
  const posts = data.pages
    .flatMap((page) => page.postList)
    .filter((post) => !seen.has(post._id) && seen.add(post._id));

  if (posts.length === 0) return empty;
  const isComplete = isPastFirstRender || posts.length <= FIRST_RENDER_POSTS;
  const shownPosts = isComplete ? posts : posts.slice(0, FIRST_RENDER_POSTS);

  return (
    <section aria-label={label}>
      <div className={cn('grid gap-4', className)}>
        {shownPosts.map((post) => (
          <PostCard key={post._id} post={post} renderComments={renderComments} />
        ))}
      </div>
      {/* Not before the list is complete: it would sit in view below the first cards. */}
      {isComplete && (
        <InfiniteScrollTrigger
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          isError={query.isFetchNextPageError}
          onLoadMore={() => void query.fetchNextPage()}
          loadingLabel="Loading more posts..."
        />
      )}
    </section>
  );
}
