import { Bookmark } from 'lucide-react';
import { EmptyMessage } from '@/components/ui/state-message';
import { useSavedPosts } from '../api/get-saved-posts';
import type { RenderComments } from './post-card';
import { PostList } from './post-list';

/** The viewer's saved posts, newest saved first; unsaving one takes it off the grid. */
export function SavedPosts({ renderComments }: { renderComments?: RenderComments }) {
  const query = useSavedPosts();
  return (
    <PostList
      query={query}
      label="Saved posts"
      renderComments={renderComments}
      loadingText="Loading saved posts..."
      errorText="Failed to load saved posts. Please try again later."
      empty={
        <EmptyMessage
          title="No available posts"
          icon={<Bookmark aria-hidden="true" className="size-8 text-muted-foreground" />}
        />
      }
    />
  );
}
