import { PageHeader } from '@/components/ui/page-header';
import { renderPostComments } from '@/features/comments/components/comments-section';
import { SavedPosts } from '@/features/posts/components/saved-posts';

export function SavedRoute() {
  return (
    <>
      <PageHeader title="Saved Posts" />
      <SavedPosts renderComments={renderPostComments} />
    </>
  );
}
