import { type RawBuilder, sql } from 'kysely';
import { type Db, kindOf } from '../../db/database';
import {
  atLeastMatches,
  indexedMatches,
  type NameShape,
  type NameValues,
  nameConditions,
  nameShape,
  nameValues,
  type PeopleSearchBounds,
  peopleSearchBounds,
} from '../../db/people-search';
import { preparedQuery } from '../../db/prepared-query';
import { blockedEitherWay, idsBlockedEitherWay } from '../../db/visibility';
import { type RelationFlags, type UserProfileRow, userColumns } from '../../views/user.view';

export type UserRowFor = UserProfileRow & RelationFlags;

export async function findUserById(db: Db, id: string): Promise<UserProfileRow | undefined> {
  return db.selectFrom('users').select(userColumns).where('users.id', '=', id).executeTakeFirst();
}

/** The viewer's relation to `users`: follow state both ways, their own block and mute. */
export function viewerRelations(viewerId: string) {
  const user = sql.ref('users.id');
  const follow = (follower: unknown, followee: unknown, status: 'accepted' | 'pending') =>
    sql<boolean>`exists (select 1 from follows where follows.follower_id = ${follower} and follows.followee_id = ${followee} and follows.status = ${status})`;
  return [
    follow(viewerId, user, 'accepted').as('following'),
    follow(viewerId, user, 'pending').as('requested'),
    follow(user, viewerId, 'accepted').as('follows_you'),
    sql<boolean>`exists (select 1 from blocks where blocks.blocker_id = ${viewerId} and blocks.blocked_id = ${user})`.as(
      'blocking',
    ),
    sql<boolean>`exists (select 1 from mutes where mutes.muter_id = ${viewerId} and mutes.muted_id = ${user})`.as(
      'muting',
    ),
  ] as const;
}

/** Active users with the viewer's relation to each. */
export function selectUsersFor(db: Db, viewerId: string) {
  return db
    .selectFrom('users')
    .where('users.status', '=', 'active')
    .select(userColumns)
    .select(viewerRelations(viewerId));
}

/** A profile the viewer may open: not when its owner blocks the viewer (rule 6). */
export async function findUserFor(
  db: Db,
  viewerId: string,
  id: string,
): Promise<UserRowFor | undefined> {
  const [row] = await profileFor(db, kindOf(db), {}, { viewerId, id });
  return row;
}

// Behind every profile opened: its SQL is built once.
const profileFor = preparedQuery(
  (db, _shape: Record<string, never>, values: { viewerId: string; id: string }) =>
    selectUsersFor(db, values.viewerId)
      .where('users.id', '=', values.id)
      .where(
        sql<boolean>`not exists (select 1 from blocks where blocks.blocker_id = ${values.id} and blocks.blocked_id = ${values.viewerId})`,
      ),
);

/** The People list: everyone active but the viewer and anyone a block stands between. */
function selectPeople(db: Db, viewerId: string, shape: NameShape, named: NameValues) {
  return whereNamed(
    selectUsersFor(db, viewerId)
      .where('users.id', '!=', viewerId)
      .where((eb) => eb.not(blockedEitherWay(eb, viewerId, 'users.id'))),
    shape,
    named,
  );
}

/** Narrows a query of users to those whose name or username holds the text searched. */
function whereNamed<Q extends { where: (condition: RawBuilder<boolean>) => Q }>(
  query: Q,
  shape: NameShape,
  values: NameValues,
): Q {
  return nameConditions(shape, values).reduce((narrowed, where) => narrowed.where(where), query);
}

export async function listPeople(
  db: Db,
  viewerId: string,
  search: string | undefined,
  beforeId: string | undefined,
  page: { limit: number; offset: number },
  bounds: PeopleSearchBounds = peopleSearchBounds,
): Promise<UserRowFor[]> {
  const kind = kindOf(db);
  const named = nameValues(search, bounds.shortSearchWalked);
  const shape = { ...nameShape(kind, search), before: Boolean(beforeId) };
  if (shape.indexed) {
    // Many matches: walking the accounts newest first fills the page soonest.
    const [probe] = await manyMatch(
      db,
      kind,
      { fts: shape.fts },
      { ...named, many: bounds.manyMatches },
    );
    if (Number(probe?.n ?? 0) >= bounds.manyMatches) shape.indexed = false;
  }
  return peoplePage(db, kind, shape, {
    viewerId,
    ...named,
    beforeId: beforeId ?? '',
    limit: page.limit + 1,
    offset: page.offset,
  });
}

const manyMatch = preparedQuery(
  (db, shape: { fts: boolean }, values: NameValues & { many: number }) =>
    db.selectNoFrom(atLeastMatches(shape.fts, values, values.many).as('n')),
  // Whether the trigram indexes or a walk finds them soonest hangs on the text.
  { plannedPerRunOnPostgres: () => true },
);

// Every People page: its SQL is built once per shape.
const peoplePage = preparedQuery(
  (
    db,
    shape: NameShape & { before: boolean },
    values: NameValues & { viewerId: string; beforeId: string; limit: number; offset: number },
  ) => {
    let query = selectPeople(db, values.viewerId, shape, values);
    if (shape.before) query = query.where('users.id', '<', values.beforeId);
    return query.orderBy('users.id', 'desc').limit(values.limit).offset(values.offset);
  },
  { inlinedOnPostgres: ['limit', 'offset'], plannedPerRunOnPostgres: (shape) => shape.named },
);

/**
 * How many people the People list holds, as everyone active less the viewer and those a
 * block stands between: the few blocks are counted, not every account checked against them.
 * Without a search, everyone active is one row kept by triggers (migration 0013); with one
 * on SQLite, the matches are counted in the search index alone (db/people-search.ts).
 */
export async function countPeople(
  db: Db,
  viewerId: string,
  search: string | undefined,
  bounds: Pick<PeopleSearchBounds, 'shortSearchWalked'> = peopleSearchBounds,
): Promise<number> {
  const kind = kindOf(db);
  const shape = nameShape(kind, search);
  const values = { viewerId, ...nameValues(search, bounds.shortSearchWalked) };
  const [[all], [less]] = await Promise.all([
    // SQLite counts in its FTS5 index alone; PostgreSQL's count reads its trigram indexes
    // from the LIKE itself, planned for the text, as a list of matches would not help.
    activePeople(db, kind, shape.fts ? shape : { ...shape, indexed: false }, values),
    // The few excluded are each checked by the LIKE: the index would read every match.
    excludedPeople(db, kind, { ...shape, indexed: false }, values),
  ]);
  return Number(all?.n ?? 0) - Number(less?.n ?? 0);
}

type CountValues = NameValues & { viewerId: string };

/** A search's plan hangs on its text (prepared-query.ts). */
const searchesPlannedPerRun = { plannedPerRunOnPostgres: (shape: NameShape) => shape.named };

const activePeople = preparedQuery((db, shape: NameShape, values: CountValues) => {
  if (shape.indexed && shape.fts) return db.selectNoFrom(indexedMatches(values.phrase).as('n'));
  return shape.named
    ? whereNamed(
        db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('users.status', '=', 'active'),
        shape,
        values,
      )
    : db.selectFrom('people_counts').select('total as n').where('status', '=', 'active');
}, searchesPlannedPerRun);

const excludedPeople = preparedQuery((db, shape: NameShape, values: CountValues) =>
  whereNamed(
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('users.status', '=', 'active')
      .where('users.id', 'in', idsBlockedEitherWay(values.viewerId, { withViewer: true })),
    shape,
    values,
  ),
);

/** Someone's accepted followers or followees (or pending requesters), newest first. */
export async function listRelated(
  db: Db,
  viewerId: string,
  of: { userId: string; direction: 'followers' | 'following'; status: 'accepted' | 'pending' },
  after: { at: string; id: string } | undefined,
  page: { limit: number; offset: number },
): Promise<(UserRowFor & { followed_at: string })[]> {
  const [mine, theirs] =
    of.direction === 'followers'
      ? (['followee_id', 'follower_id'] as const)
      : (['follower_id', 'followee_id'] as const);
  let query = selectUsersFor(db, viewerId)
    .innerJoin('follows as link', `link.${theirs}`, 'users.id')
    .where(`link.${mine}`, '=', of.userId)
    .where('link.status', '=', of.status)
    .where((eb) => eb.not(blockedEitherWay(eb, viewerId, 'users.id')))
    .select('link.created_at as followed_at');
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('link.created_at', '<', after.at),
        eb.and([eb('link.created_at', '=', after.at), eb('users.id', '<', after.id)]),
      ]),
    );
  }
  return query
    .orderBy('link.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .limit(page.limit + 1)
    .offset(page.offset)
    .execute();
}

export async function listBlockedBy(db: Db, viewerId: string): Promise<UserRowFor[]> {
  return selectUsersFor(db, viewerId)
    .innerJoin('blocks as mine', 'mine.blocked_id', 'users.id')
    .where('mine.blocker_id', '=', viewerId)
    .orderBy('mine.created_at', 'desc')
    .limit(1000)
    .execute();
}

export async function updateProfile(
  db: Db,
  userId: string,
  changes: Partial<{
    name: string;
    bio: string;
    phone: string;
    is_private: number;
    show_contact: number;
    profile_pic: string;
  }>,
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** Every picture an account points at, for the start-up sweep of orphan files. */
export async function listProfilePictures(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('profile_pic')
    .where('profile_pic', '!=', '')
    .execute();
  return rows.map((row) => row.profile_pic);
}
