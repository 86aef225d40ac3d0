import type { PostListResult } from '@app/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { EmptyMessage } from '@/components/ui/state-message';
import { PostList } from '@/features/posts';

type ExploreGridProps = {
  query: UseInfiniteQueryResult<InfiniteData<PostListResult, unknown>>;
  label: string;
  emptyTitle: string;
};

/**
 * The infinite grid of Explore, with the seed's 'End of posts' once everything is shown.
 * Two columns only where each card still fits a name, its badge and a date on one line: by
 * the grid's own width (a container query), not the screen's, since the page column stays
 * 42 rem wide however wide the screen; at the screen's md, two columns cut names short.
 */
export function ExploreGrid({ query, label, emptyTitle }: ExploreGridProps) {
  const shown = query.data?.pages.some((page) => page.postList.length > 0) ?? false;
  return (
    <div className="@container">
      <PostList
        query={query}
        label={label}
        className="@3xl:grid-cols-2"
        loadingText="Loading posts..."
        errorText="Failed to load posts. Please try again later."
        empty={
          <EmptyMessage
            title={emptyTitle}
            icon={<SearchX aria-hidden="true" className="size-8 text-muted-foreground" />}
          />
        }
      />
      {shown && !query.hasNextPage && !query.isFetchingNextPage ? (
        <p className="py-6 text-center text-sm text-muted-foreground">End of posts</p>
      ) : null}
    </div>
  );
}
