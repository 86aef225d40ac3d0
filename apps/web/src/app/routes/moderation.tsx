import { messages } from '@app/contract';
import { ShieldAlert } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyMessage } from '@/components/ui/state-message';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { ModerationPanel } from '@/features/moderation/components/moderation-panel';

/**
 * Moderators only. The API refuses everyone else too (403); this only spares a member a
 * page of errors.
 */
export function ModerationRoute() {
  const { data: user } = useCurrentUser();
  const allowed = user?.role === 'moderator';
  return (
    <>
      <PageHeader
        title="Moderation"
        description={allowed ? 'Reports from the community, and what moderators did.' : undefined}
      />
      {allowed ? (
        <ModerationPanel />
      ) : (
        <EmptyMessage
          icon={<ShieldAlert aria-hidden="true" className="size-8" />}
          title={messages.moderatorsOnlyPage}
          description={messages.moderatorsOnlyPageDescription}
        />
      )}
    </>
  );
}
