import { PageHeader } from '@/components/ui/page-header';
import { NotificationsList } from '@/features/notifications/components/notifications-list';

export function NotificationsRoute() {
  return (
    <>
      <PageHeader title="Notifications" />
      <NotificationsList />
    </>
  );
}
