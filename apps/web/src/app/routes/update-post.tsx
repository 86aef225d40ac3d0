import { PageHeader } from '@/components/ui/page-header';

export function UpdatePostRoute() {
  return <PageHeader title="Edit Post" />;
}
