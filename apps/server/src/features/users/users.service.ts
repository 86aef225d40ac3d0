import { messages, type UpdateProfileInput, type User, type UserListResult } from '@app/contract';
import type { Db } from '../../db/database';
import { notify } from '../../db/notifications';
import { decodeCursor, finishPage, pageOf } from '../../db/pagination';
import { nowIso } from '../../lib/clock';
import { AppError, forbidden, notFound, ownAccountGone } from '../../lib/errors';
import type { MediaStorage } from '../../lib/media-storage';
import { verifyPassword } from '../../lib/passwords';
import type { PendingEvents } from '../../lib/pending-events';
import { toUser } from '../../views/user.view';
import { removingImagesOnCommit } from '../media';
import { deletePosts } from '../posts';
import { scheduleAnonymousRemovals } from './anonymous-removals';
import { leaveThreads } from './leave-threads';
import {
  deleteUser,
  detachAccount,
  findPasswordHash,
  holdAccountAndFollows,
} from './own-account.repository';
import { removeProfilePicture, storeProfilePicture } from './profile-picture';
import { acceptAllRequests } from './relations.repository';
import {
  countPeople,
  findUserById,
  findUserFor,
  listPeople,
  updateProfile,
} from './users.repository';

export async function getCurrentUser(db: Db, viewerId: string): Promise<User> {
  const row = await findUserFor(db, viewerId, viewerId);
  if (!row) throw ownAccountGone();
  return toUser(row, viewerId);
}

export async function getProfile(db: Db, viewerId: string, userId: string): Promise<User> {
  const row = await findUserFor(db, viewerId, userId);
  if (!row) throw notFound(messages.userNotFound);
  return toUser(row, viewerId);
}

export async function listUsers(
  db: Db,
  viewerId: string,
  input: {
    pageNum: number;
    pageSize: number;
    cursor?: string | null | undefined;
    filters: { search?: string | undefined };
  },
): Promise<UserListResult> {
  const page = pageOf(input);
  const search = input.filters.search || undefined;
  const beforeId = input.cursor ? decodeCursor(input.cursor, ['id']).id : undefined;
  const [rows, total] = await Promise.all([
    listPeople(db, viewerId, search, beforeId, page),
    countPeople(db, viewerId, search),
  ]);
  const { items, hasMore, nextCursor } = finishPage(rows, page.limit, (row) => ({ id: row.id }));
  return { userList: items.map((row) => toUser(row, viewerId)), total, hasMore, nextCursor };
}

type ProfileChanges = Omit<UpdateProfileInput, 'isPrivate' | 'showContact'> & {
  isPrivate?: boolean | undefined;
  showContact?: boolean | undefined;
};

/** Updates the viewer's own profile; another id in the body is refused, never obeyed. */
export async function updateOwnProfile(
  db: Db,
  storage: MediaStorage,
  viewerId: string,
  input: ProfileChanges,
  file: Buffer | undefined,
  pendingEvents: PendingEvents,
): Promise<User> {
  if (input.userId && input.userId !== viewerId) throw forbidden(messages.onlyEditOwnProfile);
  const current = await findUserById(db, viewerId);
  if (!current) throw ownAccountGone();
  // The new picture is stored before the row changes, and the old one removed only after.
  const newPicture = file ? await storeProfilePicture(storage, viewerId, file) : undefined;
  const picture = newPicture ?? (input.profile_pic === '' ? '' : current.profile_pic);
  try {
    await db.transaction().execute(async (trx) => {
      await updateProfile(
        trx,
        viewerId,
        {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.bio !== undefined ? { bio: input.bio } : {}),
          ...(input.phone !== undefined ? { phone: input.phone } : {}),
          ...(input.isPrivate !== undefined ? { is_private: input.isPrivate ? 1 : 0 } : {}),
          ...(input.showContact !== undefined ? { show_contact: input.showContact ? 1 : 0 } : {}),
          profile_pic: picture,
        },
        nowIso(),
      );
      // Turning an account public accepts every pending request (rule 5).
      if (input.isPrivate === false && current.is_private === 1) {
        for (const follower of await acceptAllRequests(trx, viewerId)) {
          await notify(
            trx,
            { userId: follower, kind: 'follow_accepted', actorId: viewerId },
            nowIso(),
          );
          pendingEvents.push({ type: 'notification', userId: follower });
        }
      }
    });
  } catch (error) {
    if (newPicture) await removeProfilePicture(storage, newPicture);
    throw error;
  }
  if (picture !== current.profile_pic && current.profile_pic)
    await removeProfilePicture(storage, current.profile_pic);
  return getCurrentUser(db, viewerId);
}

export async function deleteOwnAccount(
  db: Db,
  storage: MediaStorage,
  viewerId: string,
  password: string,
) {
  const row = await findPasswordHash(db, viewerId);
  if (!row) throw ownAccountGone();
  if (!(await verifyPassword(row.password_hash, password))) {
    const errors = [{ path: 'password', message: messages.passwordIncorrect }];
    throw new AppError(400, 'VALIDATION_ERROR', messages.passwordIncorrect, errors);
  }
  // The profile and everything under the name go now; the anonymous pieces first move to
  // a nameless holder and go one by one later (rule 14), so their removal cannot be matched
  // to this moment. Moving them first also keeps them out of the counts detached here, and
  // their images out of those removed now.
  await removingImagesOnCommit(db, storage, async (trx, dropped) => {
    await holdAccountAndFollows(trx, viewerId);
    await scheduleAnonymousRemovals(trx, viewerId, nowIso());
    await leaveThreads(trx, viewerId, nowIso());
    await detachAccount(trx, viewerId);
    await deletePosts(trx, { authorId: viewerId }, dropped);
    await deleteUser(trx, viewerId);
  });
  if (row.profile_pic) await removeProfilePicture(storage, row.profile_pic);
}
