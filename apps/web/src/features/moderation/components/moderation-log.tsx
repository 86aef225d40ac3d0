import type { ModerationLogEntry } from '@app/contract';
import { messages } from '@app/contract';
import { ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '@/components/ui/state-message';
import { paths } from '@/config/paths';
import { failureReason } from '@/lib/api-client';
import { formatFullDate } from '@/lib/dates';
import { useModerationLog } from '../api/get-moderation-log';

const things = { post: 'a post', comment: 'a comment', user: 'an account' } as const;

/** 'removed a post', 'suspended the author of a comment', 'restored an account'… */
export function describeAction(entry: Pick<ModerationLogEntry, 'action' | 'targetKind'>): string {
  const thing = things[entry.targetKind];
  const authorOf = entry.targetKind === 'user' ? thing : `the author of ${thing}`;
  switch (entry.action) {
    case 'dismiss':
      return `dismissed the reports on ${thing}`;
    case 'remove':
      return `removed ${thing}`;
    case 'revoke_anonymous':
      // The piece goes too, and its author stays unnamed, here as everywhere.
      return `revoked anonymous posting for the author of ${thing}`;
    case 'suspend':
      return `suspended ${authorOf}`;
    case 'unsuspend':
      return `restored ${authorOf}`;
  }
}

/** Where the target can still be seen: a post not removed (revoking removes it too), or an account. */
function targetPath(entry: ModerationLogEntry): string | null {
  if (entry.targetKind === 'user') return paths.profile(entry.targetId);
  if (
    entry.targetKind === 'post' &&
    entry.action !== 'remove' &&
    entry.action !== 'revoke_anonymous'
  )
    return paths.post(entry.targetId);
  return null;
}

/** Who did what, and when, newest first. */
export function ModerationLog() {
  const query = useModerationLog();
  if (query.isPending) return <LoadingMessage>Loading the log...</LoadingMessage>;
  if (query.isError) {
    return (
      <ErrorMessage onRetry={() => void query.refetch()}>
        {failureReason(query.error, 'Failed to load the log.')}
      </ErrorMessage>
    );
  }
  if (query.data.entries.length === 0) {
    return (
      <EmptyMessage
        icon={<ScrollText aria-hidden="true" className="size-8" />}
        title={messages.moderationLogEmpty}
        description={messages.moderationLogEmptyDescription}
      />
    );
  }
  return (
    <ol
      aria-label="Moderation log"
      className="divide-y divide-border rounded-2xl border border-border bg-card"
    >
      {query.data.entries.map((entry) => {
        const path = targetPath(entry);
        return (
          <li
            key={entry._id}
            className="flex flex-col gap-0.5 px-4 py-3 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
          >
            <p className="min-w-0 break-words">
              <span className="font-semibold">{entry.moderator.name}</span> {describeAction(entry)}
              {path && (
                <>
                  {' '}
                  <Link to={path} className="text-link hover:underline">
                    (view<span className="sr-only"> {things[entry.targetKind]}</span>)
                  </Link>
                </>
              )}
            </p>
            <time dateTime={entry.created_at} className="shrink-0 text-xs text-muted-foreground">
              {formatFullDate(entry.created_at)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
