import { PageHeader } from '@/components/ui/page-header';

export function CreatePostRoute() {
  return <PageHeader title="Create Post" />;
}
