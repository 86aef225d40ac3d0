import { type FollowStatus, messages, type UserListResult } from '@app/contract';
import type { Db } from '../../db/database';
import { notify } from '../../db/notifications';
import { decodeCursor, finishPage, pageOf } from '../../db/pagination';
import { nowIso } from '../../lib/clock';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { PendingEvents } from '../../lib/pending-events';
import { toUser } from '../../views/user.view';
import {
  acceptFollow,
  accountExists,
  adjustFollowCounts,
  deleteBlock,
  deleteFollow,
  findFollowStatus,
  holdPair,
  insertBlock,
  insertFollow,
} from './relations.repository';
import { findUserFor, listBlockedBy, listRelated } from './users.repository';

const refuseSelf = (viewerId: string, userId: string, message: string) => {
  if (viewerId === userId)
    throw new AppError(400, 'VALIDATION_ERROR', message, [{ path: 'userId', message }]);
};

/** The other person, as the viewer may see them; 404 when they block the viewer. */
async function otherPerson(db: Db, viewerId: string, userId: string) {
  const user = await findUserFor(db, viewerId, userId);
  if (!user) throw notFound(messages.userNotFound);
  return user;
}

const statusOf = (status: 'accepted' | 'pending' | undefined): FollowStatus =>
  status === 'accepted' ? 'following' : status === 'pending' ? 'requested' : 'none';

export async function follow(
  db: Db,
  viewerId: string,
  userId: string,
  pendingEvents: PendingEvents,
): Promise<FollowStatus> {
  refuseSelf(viewerId, userId, messages.cannotFollowSelf);
  return db.transaction().execute(async (trx) => {
    await holdPair(trx, viewerId, userId);
    const target = await otherPerson(trx, viewerId, userId);
    if (target.blocking) throw forbidden(messages.unblockFirst);
    const status = target.is_private === 1 ? 'pending' : 'accepted';
    if (await insertFollow(trx, viewerId, userId, status, nowIso())) {
      if (status === 'accepted') await adjustFollowCounts(trx, viewerId, userId, 1);
      const kind = status === 'accepted' ? ('follow' as const) : ('follow_request' as const);
      await notify(trx, { userId, kind, actorId: viewerId }, nowIso());
      pendingEvents.push(
        { type: 'follow', followerId: viewerId, followeeId: userId },
        { type: 'notification', userId },
      );
      return statusOf(status);
    }
    return statusOf(await findFollowStatus(trx, viewerId, userId));
  });
}

/** Ends a follow or withdraws a request; repeating it changes nothing. */
export async function unfollow(db: Db, viewerId: string, userId: string): Promise<FollowStatus> {
  await db.transaction().execute(async (trx) => {
    await holdPair(trx, viewerId, userId);
    if ((await deleteFollow(trx, viewerId, userId)) === 'accepted')
      await adjustFollowCounts(trx, viewerId, userId, -1);
  });
  return 'none';
}

export async function removeFollower(db: Db, viewerId: string, followerId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await holdPair(trx, viewerId, followerId);
    if ((await deleteFollow(trx, followerId, viewerId)) === 'accepted')
      await adjustFollowCounts(trx, followerId, viewerId, -1);
  });
}

export async function answerRequest(
  db: Db,
  viewerId: string,
  requesterId: string,
  accept: boolean,
  pendingEvents: PendingEvents,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await holdPair(trx, viewerId, requesterId);
    if ((await findFollowStatus(trx, requesterId, viewerId)) !== 'pending')
      throw notFound(messages.noFollowRequest);
    if (accept) {
      if (await acceptFollow(trx, requesterId, viewerId)) {
        await adjustFollowCounts(trx, requesterId, viewerId, 1);
        await notify(
          trx,
          { userId: requesterId, kind: 'follow_accepted', actorId: viewerId },
          nowIso(),
        );
        pendingEvents.push({ type: 'notification', userId: requesterId });
      }
    } else {
      await deleteFollow(trx, requesterId, viewerId);
    }
  });
}

/** A block removes every follow and request between the two, both ways (rule 6). */
export async function block(db: Db, viewerId: string, userId: string): Promise<void> {
  refuseSelf(viewerId, userId, messages.cannotBlockSelf);
  await db.transaction().execute(async (trx) => {
    await holdPair(trx, viewerId, userId);
    // Blocking someone who blocks you is allowed but must not reveal anything: no 404 here.
    if (!(await accountExists(trx, userId))) throw notFound(messages.userNotFound);
    await insertBlock(trx, viewerId, userId, nowIso());
    for (const [from, to] of [
      [viewerId, userId],
      [userId, viewerId],
    ] as const) {
      if ((await deleteFollow(trx, from, to)) === 'accepted')
        await adjustFollowCounts(trx, from, to, -1);
    }
  });
}

export async function unblock(db: Db, viewerId: string, userId: string): Promise<void> {
  await deleteBlock(db, viewerId, userId);
}

type PageInput = { pageNum: number; pageSize: number; cursor?: string | null | undefined };

/**
 * Followers and following of someone. A private account's lists are for its owner and
 * accepted followers only, like its posts.
 */
export async function listConnections(
  db: Db,
  viewerId: string,
  input: PageInput & { userId: string },
  direction: 'followers' | 'following',
): Promise<UserListResult> {
  const owner = await otherPerson(db, viewerId, input.userId);
  if (owner.is_private === 1 && owner.id !== viewerId && !owner.following)
    throw forbidden(messages.accountIsPrivate);
  return relatedPage(db, viewerId, { userId: input.userId, direction, status: 'accepted' }, input);
}

export async function listFollowRequests(
  db: Db,
  viewerId: string,
  input: PageInput,
): Promise<UserListResult> {
  return relatedPage(
    db,
    viewerId,
    { userId: viewerId, direction: 'followers', status: 'pending' },
    input,
  );
}

export async function listBlocked(db: Db, viewerId: string): Promise<UserListResult> {
  const rows = await listBlockedBy(db, viewerId);
  return { userList: rows.map((row) => toUser(row, viewerId)), nextCursor: null, hasMore: false };
}

async function relatedPage(
  db: Db,
  viewerId: string,
  of: { userId: string; direction: 'followers' | 'following'; status: 'accepted' | 'pending' },
  input: PageInput,
): Promise<UserListResult> {
  const page = pageOf(input);
  const after = input.cursor ? decodeCursor(input.cursor, ['at', 'id']) : undefined;
  const rows = await listRelated(db, viewerId, of, after, page);
  const { items, hasMore, nextCursor } = finishPage(rows, page.limit, (row) => ({
    at: row.followed_at,
    id: row.id,
  }));
  return { userList: items.map((row) => toUser(row, viewerId)), hasMore, nextCursor };
}
