import { messages } from '@app/contract';
import { Inbox } from 'lucide-react';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '@/components/ui/state-message';
import { useToast } from '@/components/ui/use-toast';
import { failureReason } from '@/lib/api-client';
import { useReportQueue } from '../api/get-report-queue';
import { type ModerateInput, useModerateTarget } from '../api/moderate-target';
import { ReportGroupCard } from './report-group-card';

const doneTitles: Record<ModerateInput['action'], string> = {
  dismiss: messages.reportsDismissed,
  remove: messages.contentRemoved,
  revoke_anonymous: messages.anonymousPostingRevokedDone,
  suspend: messages.accountSuspended,
  unsuspend: messages.accountUnsuspended,
};

/** The open reports, one card per reported target, newest first as the server sends them. */
export function ReportQueue() {
  const query = useReportQueue();
  const moderate = useModerateTarget();
  const { toast } = useToast();

  const act = (input: ModerateInput) =>
    moderate.mutate(input, {
      onSuccess: () => toast({ title: doneTitles[input.action] }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: messages.moderationFailed,
          description: failureReason(error, 'Check your connection and try again.'),
        }),
    });

  if (query.isPending) return <LoadingMessage>Loading reports...</LoadingMessage>;
  if (query.isError) {
    return (
      <ErrorMessage onRetry={() => void query.refetch()}>
        {failureReason(query.error, 'Failed to load the reports.')}
      </ErrorMessage>
    );
  }
  if (query.data.groups.length === 0) {
    return (
      <EmptyMessage
        icon={<Inbox aria-hidden="true" className="size-8" />}
        title={messages.noOpenReports}
        description={messages.noOpenReportsDescription}
      />
    );
  }
  const pendingKey =
    moderate.isPending && moderate.variables
      ? `${moderate.variables.targetKind}:${moderate.variables.targetId}`
      : null;
  return (
    <ul aria-label="Open reports" className="flex flex-col gap-4">
      {query.data.groups.map((group) => {
        const key = `${group.target.kind}:${group.target._id}`;
        return (
          <li key={key}>
            <ReportGroupCard group={group} onAct={act} pending={pendingKey === key} />
          </li>
        );
      })}
    </ul>
  );
}
