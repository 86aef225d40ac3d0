import { type ReportGroup, type ReportReason, reportReasonLabels } from '@app/contract';
import { VenetianMask } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatFullDate } from '@/lib/dates';
import type { ModerateInput } from '../api/moderate-target';
import { ReportGroupActions } from './report-group-actions';

const kindLabels: Record<ReportGroup['target']['kind'], string> = {
  post: 'Post',
  comment: 'Comment',
  user: 'Account',
};

/** 'Spam ×2, Hate': each reason once, with how many chose it. */
function reasonSummary(group: ReportGroup): string {
  const counts = new Map<ReportReason, number>();
  for (const report of group.reports)
    counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
  return [...counts]
    .map(([reason, n]) =>
      n > 1 ? `${reportReasonLabels[reason]} ×${n}` : reportReasonLabels[reason],
    )
    .join(', ');
}

/**
 * Who wrote it, as moderators may know it: a named author links to their profile; anonymous
 * content says 'Anonymous' and nothing else, since the server never tells anyone who it is.
 */
function Author({ target }: { target: ReportGroup['target'] }) {
  if (!target.author) {
    return (
      <span className="inline-flex items-center gap-1.5 font-medium">
        <VenetianMask aria-hidden="true" className="size-4" />
        Anonymous
      </span>
    );
  }
  return (
    <Link to={paths.profile(target.author._id)} className="font-medium text-link hover:underline">
      {target.author.name}{' '}
      <span className="font-normal text-muted-foreground">@{target.author.username}</span>
    </Link>
  );
}

type ReportGroupCardProps = {
  group: ReportGroup;
  onAct: (input: ModerateInput) => void;
  pending: boolean;
};

/** One reported post, comment or account, with every report about it and what can be done. */
export function ReportGroupCard({ group, onAct, pending }: ReportGroupCardProps) {
  const headingId = useId();
  const { target } = group;
  const kind = kindLabels[target.kind];
  // A comment has no page of its own: its post's page shows it in the thread.
  const viewPath =
    target.kind === 'post'
      ? paths.post(target._id)
      : target.kind === 'user'
        ? paths.profile(target._id)
        : target.postId && paths.post(target.postId);

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-xs sm:p-5"
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <h2 id={headingId} className="font-semibold">
          {kind} <span className="sr-only">reported {group.count} times</span>
        </h2>
        <span
          aria-hidden="true"
          className="rounded-full bg-destructive px-2 py-0.5 text-xs font-semibold text-destructive-foreground tabular-nums"
        >
          {group.count} {group.count === 1 ? 'report' : 'reports'}
        </span>
        {target.anonymous && target.kind !== 'user' && (
          <span className="inline-flex items-center gap-1 rounded-full border border-violet-300 bg-violet-50 px-2 py-0.5 text-xs font-medium text-violet-800 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-200">
            Anonymous
          </span>
        )}
        {/* Never for anonymous content: its author's state is not the moderators' to see. */}
        {target.authorSuspended && !target.anonymous && (
          <span className="rounded-full border border-border bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
            {target.kind === 'user' ? 'Suspended' : 'Author suspended'}
          </span>
        )}
        <span className="ml-auto flex items-baseline gap-1.5 text-xs text-muted-foreground">
          <time dateTime={group.latest} title="Latest report">
            {formatFullDate(group.latest)}
          </time>
          {viewPath && target.exists && (
            <>
              <span aria-hidden="true">·</span>
              <Link to={viewPath} className="font-medium text-link hover:underline">
                View {target.kind === 'user' ? 'profile' : target.kind}
              </Link>
            </>
          )}
        </span>
      </header>

      {target.exists ? (
        <blockquote className="line-clamp-6 whitespace-pre-wrap break-words rounded-xl bg-muted px-3.5 py-2.5 text-sm">
          {target.content}
        </blockquote>
      ) : (
        <p className="rounded-xl bg-muted px-3.5 py-2.5 text-sm text-muted-foreground italic">
          This {kind.toLowerCase()} no longer exists.
        </p>
      )}

      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{target.kind === 'user' ? 'Account' : 'Author'}</dt>
        <dd className="min-w-0 break-words">
          <Author target={target} />
        </dd>
        <dt className="text-muted-foreground">Reasons</dt>
        <dd>{reasonSummary(group)}</dd>
      </dl>

      <details className="text-sm" open={group.count <= 3}>
        <summary className="cursor-pointer rounded-sm font-medium text-link">
          {group.count === 1 ? 'The report' : `All ${group.count} reports`}
        </summary>
        <ul className="mt-2 flex flex-col gap-2">
          {group.reports.map((report) => (
            <li key={report._id} className="rounded-xl border border-border px-3 py-2">
              <p className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="font-medium">{reportReasonLabels[report.reason]}</span>
                <time dateTime={report.created_at} className="text-xs text-muted-foreground">
                  {formatFullDate(report.created_at)}
                </time>
              </p>
              {report.note ? (
                <p className="mt-1 whitespace-pre-wrap break-words text-muted-foreground">
                  “{report.note}”
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </details>

      <ReportGroupActions group={group} onAct={onAct} pending={pending} />
    </article>
  );
}
