import { PageHeader } from '@/components/ui/page-header';

export function SavedRoute() {
  return <PageHeader title="Saved Posts" />;
}
