import { PageHeader } from '@/components/ui/page-header';
import { Explore } from '@/features/search/components/explore';

export function ExploreRoute() {
  return (
    <>
      <PageHeader title="Search Posts" />
      <Explore />
    </>
  );
}
