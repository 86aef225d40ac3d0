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
import { commentDeleted, postDeleted } from '../../lib/event-bus';
import { newId } from '../../lib/ids';
import type { MediaStorage } from '../../lib/media-storage';
import type { PendingEvents } from '../../lib/pending-events';
import { type ReportRow, toLogEntry, toReportGroup } from '../../views/moderation.view';
import { findVisibleComment, removeFromThread } from '../comments';
import { type DroppedImages, removingImagesOnCommit } from '../media';
import { deleteOnePost, findVisiblePost } from '../posts';
import { findUserFor } from '../users';
import {
  deleteSessionsOf,
  findTarget,
  findTargets,
  insertReport,
  listLog,
  logAction,
  openReports,
  resolveReports,
  setStatus,
  targetKey,
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
  const groups = new Map<string, ReportRow[]>();
  for (const row of rows) {
    const key = targetKey(row.target_kind, row.target_id);
    const members = groups.get(key);
    if (members) members.push(row);
    else groups.set(key, [row]);
  }
  const targets = await findTargets(
    db,
    rows.map((r) => ({ kind: r.target_kind, id: r.target_id })),
  );
  return [...groups].map(([key, members]) => toReportGroup(members, targets.get(key)));
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
 * A post's images join `dropped`, their files removed once the transaction commits.
 */
async function removePiece(
  trx: Db,
  target: Target,
  found: Found,
  notice: 'removed' | 'anonymous_revoked',
  work: { pendingEvents: PendingEvents; dropped: DroppedImages },
) {
  const { pendingEvents } = work;
  const now = nowIso();
  if (target.kind === 'post') {
    // Gone since it was found (its author deleted it meanwhile): nothing to count off twice.
    if (!(await deleteOnePost(trx, { ...found, id: target.id }, work.dropped))) {
      throw notFound(messages.notFound);
    }
    pendingEvents.push(postDeleted({ ...found, id: target.id }));
    await notify(trx, { userId: found.author_id, kind: notice, actorId: null }, now);
  } else {
    // Likewise gone since it was found: the removal is refused whole, and nobody is told.
    const removed = await removeFromThread(trx, target.id);
    if (!removed) throw notFound(messages.notFound);
    if (found.post_id) {
      pendingEvents.push(commentDeleted({ ...found, id: target.id }, found.post_id, removed.kept), {
        type: 'post.counts',
        postId: found.post_id,
      });
    }
    // The comment is gone, so the notice points at its post: that tells the author
    // which of their writing was removed (a removed post has no post left to point at).
    await notify(
      trx,
      {
        userId: found.author_id,
        kind: notice,
        actorId: null,
        ...(found.post_id ? { postId: found.post_id } : {}),
      },
      now,
    );
  }
  pendingEvents.push({ type: 'notification', userId: found.author_id });
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
export async function remove(
  db: Db,
  storage: MediaStorage,
  moderatorId: string,
  target: Target,
  pendingEvents: PendingEvents,
) {
  if (target.kind === 'user')
    throw new AppError(400, 'VALIDATION_ERROR', messages.nothingToModerate);
  await removingImagesOnCommit(db, storage, async (trx, dropped) => {
    const found = await existingTarget(trx, target);
    await removePiece(trx, target, found, 'removed', { pendingEvents, dropped });
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
export async function revokeAnonymous(
  db: Db,
  storage: MediaStorage,
  moderatorId: string,
  target: Target,
  pendingEvents: PendingEvents,
) {
  await removingImagesOnCommit(db, storage, async (trx, dropped) =>
    revokeWithin(trx, moderatorId, target, await existingTarget(trx, target), {
      pendingEvents,
      dropped,
    }),
  );
}

async function revokeWithin(
  trx: Db,
  moderatorId: string,
  target: Target,
  found: Found,
  work: { pendingEvents: PendingEvents; dropped: DroppedImages },
) {
  if (target.kind === 'user' || !isAnonymous(found))
    throw new AppError(400, 'VALIDATION_ERROR', messages.revokeNeedsAnonymousTarget);
  await revokeAnonymousPosting(trx, found.author_id, nowIso());
  await removePiece(trx, target, found, 'anonymous_revoked', work);
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
  storage: MediaStorage,
  moderatorId: string,
  target: Target,
  suspended: boolean,
  pendingEvents: PendingEvents,
): Promise<'suspended' | 'restored' | 'revoked'> {
  return removingImagesOnCommit(db, storage, async (trx, dropped) => {
    const found = await existingTarget(trx, target);
    if (isAnonymous(found)) {
      if (!suspended)
        throw new AppError(400, 'VALIDATION_ERROR', messages.restoreNeedsIdentifiedTarget);
      await revokeWithin(trx, moderatorId, target, found, { pendingEvents, dropped });
      return 'revoked' as const;
    }
    if (found.author_id === moderatorId)
      throw new AppError(400, 'VALIDATION_ERROR', messages.nothingToModerate);
    // The account may have been deleted since it was found: then nothing is logged either.
    if (!(await setStatus(trx, found.author_id, suspended ? 'suspended' : 'active', nowIso())))
      throw notFound(messages.notFound);
    if (suspended) {
      await deleteSessionsOf(trx, found.author_id);
      pendingEvents.push({ type: 'user.ended', userId: found.author_id });
    }
    await logged(trx, moderatorId, suspended ? 'suspend' : 'unsuspend', target);
    return suspended ? ('suspended' as const) : ('restored' as const);
  });
}

export async function moderationLog(db: Db) {
  return (await listLog(db, 200)).map(toLogEntry);
}
