import type { Db } from '../../db/database';
import type {
  ModerationLogTable,
  ReportsTable,
  ReportTargetKind,
} from '../../db/tables/moderation';

export async function insertReport(db: Db, report: Omit<ReportsTable, 'status' | 'resolved_at'>) {
  await db
    .insertInto('reports')
    .values({ ...report, status: 'open', resolved_at: null })
    .execute();
}

export async function openReports(db: Db, limit: number) {
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

export async function listLog(db: Db, limit: number) {
  return db
    .selectFrom('moderation_log')
    .innerJoin('users as moderator', 'moderator.id', 'moderation_log.moderator_id')
    .select([
      'moderation_log.id',
      'moderation_log.action',
      'moderation_log.target_kind',
      'moderation_log.target_id',
      'moderation_log.created_at',
      'moderator.id as moderator_id',
      'moderator.name as moderator_name',
    ])
    .orderBy('moderation_log.id', 'desc')
    .limit(limit)
    .execute();
}

/** A post's or comment's text, visibility and author, whatever its state, for moderators. */
export async function findTarget(db: Db, kind: ReportTargetKind, id: string) {
  if (kind === 'user') {
    const user = await db
      .selectFrom('users')
      .select(['id', 'name', 'username', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    return (
      user && {
        content: user.name,
        visibility: 'public' as const,
        authorId: user.id,
        authorName: user.name,
        authorUsername: user.username,
        authorStatus: user.status,
        postId: null,
      }
    );
  }
  const row =
    kind === 'post'
      ? await db
          .selectFrom('posts as target')
          .innerJoin('users as author', 'author.id', 'target.author_id')
          .select([
            'target.content',
            'target.visibility',
            'target.author_id',
            'author.name',
            'author.username',
            'author.status',
            'target.id as post_id',
          ])
          .where('target.id', '=', id)
          .executeTakeFirst()
      : await db
          .selectFrom('comments as target')
          .innerJoin('users as author', 'author.id', 'target.author_id')
          .select([
            'target.content',
            'target.visibility',
            'target.author_id',
            'author.name',
            'author.username',
            'author.status',
            'target.post_id',
          ])
          .where('target.id', '=', id)
          .executeTakeFirst();
  return (
    row && {
      content: row.content,
      visibility: row.visibility,
      authorId: row.author_id,
      authorName: row.name,
      authorUsername: row.username,
      authorStatus: row.status,
      postId: row.post_id,
    }
  );
}

export async function setStatus(
  db: Db,
  userId: string,
  status: 'active' | 'suspended',
  now: string,
) {
  await db.updateTable('users').set({ status, updated_at: now }).where('id', '=', userId).execute();
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
