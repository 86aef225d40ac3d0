import { PageHeader } from '@/components/ui/page-header';

export function HomeRoute() {
  return <PageHeader title="Home Feed" />;
}
