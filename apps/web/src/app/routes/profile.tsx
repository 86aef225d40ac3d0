import { PageHeader } from '@/components/ui/page-header';

export function ProfileRoute() {
  return <PageHeader title="Profile" />;
}
