import { PageHeader } from '@/components/ui/page-header';

export function AllUsersRoute() {
  return <PageHeader title="All Users" />;
}
