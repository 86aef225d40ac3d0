import { isValidTag, normalizeTag } from '@app/contract/text-entities';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyMessage } from '@/components/ui/state-message';
import { renderPostComments } from '@/features/comments/components/comments-section';
import { usePosts } from '@/features/posts/api/get-posts';
import { PostList } from '@/features/posts/components/post-list';
import { Explore } from '@/features/search/components/explore';

/*
 * A tag's page lives in Explore's route module rather than one of its own: every route
 * module is named twice in what the sign-in page loads (the entry's preload map and the
 * route preload script), and that page's budget had no room for another.
 */

export function ExploreRoute() {
  return (
    <>
      <PageHeader title="Search Posts" />
      <Explore />
    </>
  );
}

/** A tag's posts, newest first; anonymous ones show as the Everyone feed shows them. */
function TaggedPosts({ tag }: { tag: string }) {
  const query = usePosts({ tag });
  return (
    <PostList
      query={query}
      label={`Posts tagged #${tag}`}
      renderComments={renderPostComments}
      loadingText="Loading posts..."
      errorText="Failed to fetch posts."
      empty={<EmptyMessage title="No posts yet" description={`Nobody has posted #${tag} yet.`} />}
    />
  );
}

export function TagRoute() {
  const tag = normalizeTag(useParams().id ?? '');
  return (
    <>
      <PageHeader title={`#${tag}`} />
      {isValidTag(tag) ? (
        <TaggedPosts tag={tag} />
      ) : (
        <EmptyMessage title="Not a tag" description="Tags are letters, digits and _." />
      )}
    </>
  );
}
