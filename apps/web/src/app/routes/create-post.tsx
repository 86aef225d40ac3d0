import { PageHeader } from '@/components/ui/page-header';
import { CreatePostForm } from '@/features/posts/components/create-post-form';

export function CreatePostRoute() {
  return (
    <>
      <PageHeader
        title="Create Post"
        description="Share a thought, under your name or anonymously."
      />
      <CreatePostForm />
    </>
  );
}
