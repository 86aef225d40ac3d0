import { PageHeader } from '@/components/ui/page-header';

export function UpdateProfileRoute() {
  return <PageHeader title="Edit Profile" />;
}
