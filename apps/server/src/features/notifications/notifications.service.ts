import type { NotificationsResult } from '@app/contract';
import type { Db } from '../../db/database';
import { countUnread } from '../../db/notifications';
import { decodeCursor, encodeCursor } from '../../db/pagination';
import { nowIso } from '../../lib/clock';
import { together } from '../../lib/together';
import { groupOf, toNotifications } from '../../views/notification.view';
import { listRecentNotifications, markRead } from './notifications.repository';

const WINDOW = 200;

export async function listNotifications(
  db: Db,
  viewerId: string,
  input: { pageSize: number; cursor?: string | null | undefined },
): Promise<NotificationsResult> {
  const beforeId = input.cursor ? decodeCursor(input.cursor, ['id']).id : undefined;
  const [rows, unread] = await together([
    listRecentNotifications(db, viewerId, beforeId, WINDOW),
    countUnread(db, viewerId),
  ]);
  const groups = toNotifications(rows);
  const page = groups.slice(0, input.pageSize);
  // The next page starts below the oldest row of this page's groups.
  const keyById = new Map(rows.map((r) => [r.id, groupOf(r)]));
  const pageKeys = new Set(page.map((g) => keyById.get(g._id)));
  const oldestShown = rows.filter((r) => pageKeys.has(groupOf(r))).at(-1);
  const hasMore = groups.length > page.length || rows.length === WINDOW;
  return {
    notifications: page,
    unread,
    hasMore,
    nextCursor: hasMore && oldestShown ? encodeCursor({ id: oldestShown.id }) : null,
  };
}

export async function readNotifications(db: Db, viewerId: string, ids: string[] | undefined) {
  await markRead(db, viewerId, ids, nowIso());
  return { unread: await countUnread(db, viewerId) };
}
