import { Button } from '@/components/ui/button';

type Pages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** The next page of a thread's list (its comments, or one comment's replies), on a click. */
export function LoadMoreButton({
  query,
  label,
  className,
}: {
  query: Pages;
  label: string;
  className: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      isLoading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {label}
    </Button>
  );
}
