import { usePosts } from '@/features/posts';
import { ExploreGrid } from './explore-grid';

/**
 * A tag's posts, newest first, in Explore's grid. The server selects them by what they say,
 * not by who wrote them, so anonymous ones show as the Everyone feed shows them.
 */
export function TaggedPosts({ tag }: { tag: string }) {
  const query = usePosts({ tag });
  return <ExploreGrid query={query} label={`Posts tagged #${tag}`} emptyTitle="No posts yet" />;
}
