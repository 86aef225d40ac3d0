import { isValidTag, normalizeTag } from '@app/contract/text-entities';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyMessage } from '@/components/ui/state-message';
import { Explore } from '@/features/search/components/explore';
import { TaggedPosts } from '@/features/search/components/tagged-posts';

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
