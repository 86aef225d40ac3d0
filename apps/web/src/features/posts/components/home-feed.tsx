import { EmptyMessage } from '@/components/ui/state-message';
import { useHomeFeed } from '../api/get-posts';
import type { RenderComments } from './post-card';
import { PostList } from './post-list';

/** The seed's Home Feed: 20 posts at a time, newest first, more as the reader scrolls. */
export function HomeFeed({ renderComments }: { renderComments?: RenderComments }) {
  const query = useHomeFeed();
  return (
    <PostList
      query={query}
      label="Posts"
      renderComments={renderComments}
      loadingText="Loading posts..."
      errorText="Failed to load posts. Please try again later."
      empty={
        <EmptyMessage title="No posts available" description="There are no posts to display." />
      }
    />
  );
}
