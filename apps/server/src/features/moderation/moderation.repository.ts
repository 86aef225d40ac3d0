import type { Db } from '../../db/database';
import type {
  ModerationLogTable,
  ReportsTable,
  ReportTargetKind,
} from '../../db/tables/moderation';
import type { LogRow, ReportRow, TargetRow } from '../../views/moderation.view';

export async function insertReport(db: Db, report: Omit<ReportsTable, 'status' | 'resolved_at'>) {
  await db
    .insertInto('reports')
    .values({ ...report, status: 'open', resolved_at: null })
    .execute();
}

export async function openReports(db: Db, limit: number): Promise<ReportRow[]> {
  return db
    .selectFrom('reports')
    .select(['id', 'target_kind', 'target_id', 'reason', 'note', 'created_at'])
    .where('status', '=', 'open')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function resolveReports(
  db: Db,
  target: { kind: ReportTargetKind; id: string },
  status: 'dismissed' | 'actioned',
  now: string,
) {
  const rows = await db
    .updateTable('reports')
    .set({ status, resolved_at: now })
    .where('target_kind', '=', target.kind)
    .where('target_id', '=', target.id)
    .where('status', '=', 'open')
    .returning('id')
    .execute();
  return rows.length;
}

export async function logAction(db: Db, entry: ModerationLogTable) {
  await db.insertInto('moderation_log').values(entry).execute();
}

export async function listLog(db: Db, limit: number): Promise<LogRow[]> {
  return db
    .selectFrom('moderation_log')
    .innerJoin('users as moderator', 'moderator.id', 'moderation_log.moderator_id')
    .select([
      'moderation_log.id',
      'moderation_log.action',
      'moderation_log.target_kind',
      'moderation_log.target_id',
      'moderation_log.created_at',
      'moderation_log.moderator_id',
      'moderator.name as moderator_name',
    ])
    .orderBy('moderation_log.id', 'desc')
    .limit(limit)
    .execute();
}

/** How a target is found in `targets`: by kind and id. */
export const targetKey = (kind: ReportTargetKind, id: string) => `${kind}:${id}`;

const targetColumns = [
  'target.id',
  'target.content',
  'target.visibility',
  'target.author_id',
  'author.name as author_name',
  'author.username as author_username',
  'author.status as author_status',
] as const;

/**
 * What reports are about, whatever their state, for moderators: at most one query per kind,
 * however many targets. Missing targets (already removed) are missing from the map.
 */
export async function findTargets(
  db: Db,
  targets: { kind: ReportTargetKind; id: string }[],
): Promise<Map<string, TargetRow>> {
  const ids = (kind: ReportTargetKind) => [
    ...new Set(targets.filter((t) => t.kind === kind).map((t) => t.id)),
  ];
  const found = new Map<string, TargetRow>();
  const users = ids('user');
  if (users.length > 0) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'name', 'username', 'status'])
      .where('id', 'in', users)
      .execute();
    for (const user of rows) {
      found.set(targetKey('user', user.id), {
        content: user.name,
        visibility: 'public',
        author_id: user.id,
        author_name: user.name,
        author_username: user.username,
        author_status: user.status,
        post_id: null,
      });
    }
  }
  const posts = ids('post');
  if (posts.length > 0) {
    const rows = await db
      .selectFrom('posts as target')
      .innerJoin('users as author', 'author.id', 'target.author_id')
      .select(['target.id as post_id', ...targetColumns])
      .where('target.id', 'in', posts)
      .execute();
    for (const row of rows) found.set(targetKey('post', row.id), row);
  }
  const comments = ids('comment');
  if (comments.length > 0) {
    const rows = await db
      .selectFrom('comments as target')
      .innerJoin('users as author', 'author.id', 'target.author_id')
      .select(['target.post_id', ...targetColumns])
      .where('target.id', 'in', comments)
      .execute();
    for (const row of rows) found.set(targetKey('comment', row.id), row);
  }
  return found;
}

export async function findTarget(db: Db, kind: ReportTargetKind, id: string) {
  return (await findTargets(db, [{ kind, id }])).get(targetKey(kind, id));
}

/** Whether the account was still there to change. */
export async function setStatus(
  db: Db,
  userId: string,
  status: 'active' | 'suspended',
  now: string,
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('users')
    .set({ status, updated_at: now })
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return numUpdatedRows > 0n;
}

export async function deleteSessionsOf(db: Db, userId: string) {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function isModerator(db: Db, userId: string) {
  const row = await db
    .selectFrom('users')
    .select('role')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.role === 'moderator';
}
