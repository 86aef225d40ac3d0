import type { ReactNode } from 'react';
import { EmptyMessage } from '@/components/ui/state-message';
import type { HomeFeed as HomeFeedKind } from '@/lib/post-cache';
import { useHomeFeed } from '../api/get-posts';
import type { RenderComments } from './post-card';
import { PostList } from './post-list';

type HomeFeedProps = {
  /** Which tab's list: 'everyone' is the seed's Home Feed. */
  feed?: HomeFeedKind;
  renderComments?: RenderComments | undefined;
  /** People to follow, shown under an empty Following tab (composed by the page). */
  followSuggestions?: ReactNode;
};

/**
 * A Home tab's list: 20 posts at a time, newest first, more as the reader scrolls. The seed's
 * loading, error and empty texts hold on both tabs; an empty Following tab also says how to
 * fill it.
 */
export function HomeFeed({ feed = 'everyone', renderComments, followSuggestions }: HomeFeedProps) {
  const query = useHomeFeed(feed);
  return (
    <PostList
      query={query}
      label="Posts"
      renderComments={renderComments}
      loadingText="Loading posts..."
      errorText="Failed to load posts. Please try again later."
      empty={
        <EmptyMessage
          title="No posts available"
          description="There are no posts to display."
          action={
            feed === 'following' && (
              <div className="flex flex-col items-center gap-4">
                <p className="text-sm text-muted-foreground">Follow some people to fill this tab</p>
                {followSuggestions}
              </div>
            )
          }
        />
      }
    />
  );
}
