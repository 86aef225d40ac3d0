import { Link } from 'react-router';
import { PanelSection } from '@/components/ui/panel-section';
import { ErrorMessage, LoadingMessage } from '@/components/ui/state-message';
import { paths } from '@/config/paths';
import { authorDisplayName } from '@/features/posts';
import { usePopularPosts } from '../api/get-popular-posts';

// Three, so that Who to follow still shows below them on a 1280 × 800 screen.
const shown = 3;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The first few of Popular Today ('All'), one compact line each, linking to the post. It
 * reads the very query Explore shows, so opening Explore asks for nothing more.
 */
export function PopularTodayPanel({ className }: { className?: string }) {
  const { data, isPending, isError, refetch } = usePopularPosts('all');
  const posts = data?.pages[0]?.postList.slice(0, shown) ?? [];

  return (
    <PanelSection
      title="Popular Today"
      more={{ to: paths.explore(), label: 'Show more posts' }}
      className={className}
    >
      {isPending ? (
        <LoadingMessage className="py-4">Loading posts...</LoadingMessage>
      ) : isError ? (
        <ErrorMessage className="py-4" onRetry={() => void refetch()}>
          Failed to load posts.
        </ErrorMessage>
      ) : posts.length === 0 ? (
        <p className="py-2 text-sm text-muted-foreground">No posts available</p>
      ) : (
        <ol className="-mx-2 flex flex-col">
          {posts.map((post) => (
            <li key={post._id}>
              <Link
                to={paths.post(post._id)}
                className="flex flex-col rounded-lg px-2 py-2 text-sm hover:bg-muted"
              >
                <span className="truncate font-semibold">{authorDisplayName(post)}</span>
                <span className="line-clamp-2 break-words text-foreground">{post.content}</span>
                <span className="text-xs text-muted-foreground">
                  {plural(post.counts.likes, 'like')} · {plural(post.counts.comments, 'comment')}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </PanelSection>
  );
}
