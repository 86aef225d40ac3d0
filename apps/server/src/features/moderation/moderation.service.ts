import {
  isAnonymous,
  type ModerationAction,
  messages,
  type NewReportInput,
  type ReportGroup,
} from '@app/contract';
import { revokeAnonymousPosting } from '../../db/anonymous-posting';
import type { Db } from '../../db/database';
import { notify } from '../../db/notifications';
import type { ReportTargetKind } from '../../db/tables/moderation';
import { nowIso } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Outbox } from '../../lib/outbox';
import { adjustCommentsCount, deleteComment, findVisibleComment } from '../comments';
import { deletePost, findVisiblePost } from '../posts';
import { findUserFor } from '../users';
import {
  deleteSessionsOf,
  findTarget,
  insertReport,
  listLog,
  logAction,
  openReports,
  resolveReports,
  setStatus,
} from './moderation.repository';

type Target = { kind: ReportTargetKind; id: string };

/**
 * Anyone signed in reports what they can see. The answer is the same whoever wrote it, so
 * reporting an anonymous post teaches the reporter nothing about its author.
 */
export async function report(
  db: Db,
  reporterId: string,
  input: Required<Pick<NewReportInput, 'targetKind' | 'targetId' | 'reason'>> & { note: string },
) {
  const visible =
    input.targetKind === 'post'
      ? await findVisiblePost(db, reporterId, input.targetId)
      : input.targetKind === 'comment'
        ? await findVisibleComment(db, reporterId, input.targetId)
        : await findUserFor(db, reporterId, input.targetId);
  if (!visible) throw notFound(messages.notFound);
  if (input.targetKind === 'user' && input.targetId === reporterId) {
    throw new AppError(400, 'VALIDATION_ERROR', messages.cannotReportSelf);
  }
  const id = newId();
  await insertReport(db, {
    id,
    reporter_id: reporterId,
    target_kind: input.targetKind,
    target_id: input.targetId,
    reason: input.reason,
    note: input.note,
    created_at: nowIso(),
  });
  return { _id: id, status: 'open' as const };
}

/** Open reports, newest first, grouped by what they are about. */
export async function reportQueue(db: Db): Promise<ReportGroup[]> {
  const rows = await openReports(db, 500);
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.target_kind}:${row.target_id}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const result: ReportGroup[] = [];
  for (const members of groups.values()) {
    const first = members[0] as (typeof rows)[number];
    const target = await findTarget(db, first.target_kind, first.target_id);
    const anonymous = target?.visibility === 'private';
    result.push({
      target: {
        kind: first.target_kind,
        _id: first.target_id,
        content: target?.content ?? '',
        anonymous,
        // Moderators act on anonymous content without learning who wrote it.
        author:
          target && !anonymous
            ? { _id: target.authorId, name: target.authorName, username: target.authorUsername }
            : null,
        // Never for anonymous content: the author's status would link anonymous pieces by
        // the same writer (a suspension through one resolves that target's reports anyway).
        authorSuspended: !anonymous && target?.authorStatus === 'suspended',
        exists: target !== undefined,
        postId: first.target_kind === 'comment' ? (target?.postId ?? null) : null,
      },
      reports: members.map((r) => ({
        _id: r.id,
        reason: r.reason as ReportGroup['reports'][number]['reason'],
        note: r.note,
        created_at: r.created_at,
      })),
      count: members.length,
      latest: first.created_at,
    });
  }
  return result;
}

async function existingTarget(db: Db, target: Target) {
  const found = await findTarget(db, target.kind, target.id);
  if (!found) throw notFound(messages.notFound);
  return found;
}

export async function dismiss(db: Db, moderatorId: string, target: Target) {
  await db.transaction().execute((trx) => logged(trx, moderatorId, 'dismiss', target));
}

type Found = Awaited<ReturnType<typeof existingTarget>>;

/**
 * Takes one post or comment away and tells its author, whose notice is theirs alone. Only
 * that piece changes: for anonymous writing nothing else about the account moves (rule 13).
 */
async function removePiece(
  trx: Db,
  target: Target,
  found: Found,
  notice: 'removed' | 'anonymous_revoked',
  outbox: Outbox,
) {
  const now = nowIso();
  if (target.kind === 'post') {
    await deletePost(trx, target.id);
    if (!isAnonymous(found))
      await trx
        .updateTable('users')
        .set((eb) => ({ posts_count: eb('posts_count', '-', 1) }))
        .where('id', '=', found.authorId)
        .execute();
    outbox.push({ type: 'post.deleted', postId: target.id });
    await notify(trx, { userId: found.authorId, kind: notice, actorId: null }, now);
  } else {
    await deleteComment(trx, target.id);
    if (found.postId) {
      await adjustCommentsCount(trx, found.postId, -1);
      outbox.push(
        { type: 'comment.deleted', commentId: target.id, postId: found.postId },
        { type: 'post.counts', postId: found.postId },
      );
    }
    // The comment is gone, so the notice points at its post: that tells the author
    // which of their writing was removed (a removed post has no post left to point at).
    await notify(
      trx,
      {
        userId: found.authorId,
        kind: notice,
        actorId: null,
        ...(found.postId ? { postId: found.postId } : {}),
      },
      now,
    );
  }
  outbox.push({ type: 'notification', userId: found.authorId });
}

async function logged(trx: Db, moderatorId: string, action: ModerationAction, target: Target) {
  const now = nowIso();
  // Restoring an account leaves its reports open: they were about what it did.
  if (action !== 'unsuspend')
    await resolveReports(trx, target, action === 'dismiss' ? 'dismissed' : 'actioned', now);
  await logAction(trx, {
    id: newId(),
    moderator_id: moderatorId,
    action,
    target_kind: target.kind,
    target_id: target.id,
    created_at: now,
  });
}

/** Removes a post or comment everywhere; its author is told. */
export async function remove(db: Db, moderatorId: string, target: Target, outbox: Outbox) {
  if (target.kind === 'user')
    throw new AppError(400, 'VALIDATION_ERROR', messages.nothingToModerate);
  await db.transaction().execute(async (trx) => {
    const found = await existingTarget(trx, target);
    await removePiece(trx, target, found, 'removed', outbox);
    await logged(trx, moderatorId, 'remove', target);
  });
}

/**
 * What moderation does to the writer of anonymous content: that piece goes and its author
 * loses anonymous posting, both told only to them. Their profile, counts, named writing and
 * other anonymous pieces stay exactly as they were, and the answer is the same whoever wrote
 * it (already revoked or not, the moderator themself or not), so nothing here can be used
 * to probe who wrote what (rule 13).
 */
export async function revokeAnonymous(db: Db, moderatorId: string, target: Target, outbox: Outbox) {
  await db
    .transaction()
    .execute(async (trx) =>
      revokeWithin(trx, moderatorId, target, await existingTarget(trx, target), outbox),
    );
}

async function revokeWithin(
  trx: Db,
  moderatorId: string,
  target: Target,
  found: Found,
  outbox: Outbox,
) {
  if (target.kind === 'user' || !isAnonymous(found))
    throw new AppError(400, 'VALIDATION_ERROR', messages.revokeNeedsAnonymousTarget);
  await revokeAnonymousPosting(trx, found.authorId, nowIso());
  await removePiece(trx, target, found, 'anonymous_revoked', outbox);
  await logged(trx, moderatorId, 'revoke_anonymous', target);
}

/**
 * Suspends (or restores) the author of a named post or comment, or an account: its sessions
 * and streams end and its named content is hidden everywhere; its anonymous writing stays.
 * Anonymous content never leads to the account (rule 13): suspending from it revokes
 * anonymous posting instead, and restoring from it is refused alike for every author.
 */
export async function setSuspended(
  db: Db,
  moderatorId: string,
  target: Target,
  suspended: boolean,
  outbox: Outbox,
): Promise<'suspended' | 'restored' | 'revoked'> {
  return db.transaction().execute(async (trx) => {
    const found = await existingTarget(trx, target);
    if (isAnonymous(found)) {
      if (!suspended)
        throw new AppError(400, 'VALIDATION_ERROR', messages.restoreNeedsIdentifiedTarget);
      await revokeWithin(trx, moderatorId, target, found, outbox);
      return 'revoked' as const;
    }
    if (found.authorId === moderatorId)
      throw new AppError(400, 'VALIDATION_ERROR', messages.nothingToModerate);
    await setStatus(trx, found.authorId, suspended ? 'suspended' : 'active', nowIso());
    if (suspended) {
      await deleteSessionsOf(trx, found.authorId);
      outbox.push({ type: 'user.ended', userId: found.authorId });
    }
    await logged(trx, moderatorId, suspended ? 'suspend' : 'unsuspend', target);
    return suspended ? ('suspended' as const) : ('restored' as const);
  });
}

export async function moderationLog(db: Db) {
  const rows = await listLog(db, 200);
  return rows.map((r) => ({
    _id: r.id,
    moderator: { _id: r.moderator_id, name: r.moderator_name },
    action: r.action,
    targetKind: r.target_kind,
    targetId: r.target_id,
    created_at: r.created_at,
  }));
}
