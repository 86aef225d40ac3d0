import { isAnonymous, type ReportGroup } from '@app/contract';
import type { Selectable } from 'kysely';
import type { ModerationLogTable, ReportsTable } from '../db/tables/moderation';
import type { UserRow } from './user.view';

export type ReportRow = Pick<
  Selectable<ReportsTable>,
  'id' | 'target_kind' | 'target_id' | 'reason' | 'note' | 'created_at'
>;

/** What a report is about, whatever its state: a post, a comment or an account. */
export type TargetRow = {
  content: string;
  visibility: 'public' | 'private';
  author_id: string;
  author_name: string;
  author_username: string;
  author_status: UserRow['status'];
  /** A comment's post (a comment has no page of its own); a post's own id; null for a user. */
  post_id: string | null;
};

export type LogRow = Selectable<ModerationLogTable> & { moderator_name: string };

/**
 * The one place a report group leaves the server, for moderators: the reported content and
 * its reports. Moderators act on anonymous content without learning who wrote it, and
 * without the author's status, which would link anonymous pieces by the same writer (a
 * suspension through one resolves that target's reports anyway; rule 13).
 */
export function toReportGroup(members: ReportRow[], target: TargetRow | undefined): ReportGroup {
  const first = members[0] as ReportRow;
  const anonymous = target !== undefined && isAnonymous(target);
  return {
    target: {
      kind: first.target_kind,
      _id: first.target_id,
      content: target?.content ?? '',
      anonymous,
      author:
        target && !anonymous
          ? { _id: target.author_id, name: target.author_name, username: target.author_username }
          : null,
      authorSuspended: !anonymous && target?.author_status === 'suspended',
      exists: target !== undefined,
      postId: first.target_kind === 'comment' ? (target?.post_id ?? null) : null,
    },
    reports: members.map((r) => ({
      _id: r.id,
      reason: r.reason as ReportGroup['reports'][number]['reason'],
      note: r.note,
      created_at: r.created_at,
    })),
    count: members.length,
    latest: first.created_at,
  };
}

export const toLogEntry = (row: LogRow) => ({
  _id: row.id,
  moderator: { _id: row.moderator_id, name: row.moderator_name },
  action: row.action,
  targetKind: row.target_kind,
  targetId: row.target_id,
  created_at: row.created_at,
});
