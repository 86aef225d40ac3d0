import { PageHeader } from '@/components/ui/page-header';

export function ExploreRoute() {
  return <PageHeader title="Search Posts" />;
}
