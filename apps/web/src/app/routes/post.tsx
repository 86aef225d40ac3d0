import { PageHeader } from '@/components/ui/page-header';

export function PostRoute() {
  return <PageHeader title="Post" />;
}
