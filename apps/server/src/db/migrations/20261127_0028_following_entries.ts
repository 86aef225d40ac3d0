import { type Kysely, sql } from 'kysely';
import { isSqlite } from './dialect';

/** How many of a person's newest named posts, and of their reposts, a new follow brings. */
export const FOLLOW_BACKFILL = 1000;

/**
 * `following_entries`: each person's Following feed written ahead, as Mastodon keeps home
 * timelines: one row per entry that may show there (a named post, or a repost, by them or by
 * someone they follow), keyed by the viewer and the entry's time-ordered id. A Following page
 * is then one walk down the viewer's rows instead of a merge of every followed person's
 * newest posts and reposts (decision record 0007, fifteenth step).
 *
 * The rows are candidates, not answers: the page still checks each for the viewer (blocks,
 * private accounts, mutes, the entry being the newest of its post, the follow still being
 * there), so a row left behind can hide nothing that should show, nor show anything that
 * should not. What the table must hold is every entry that may show, kept by triggers, so
 * every way a post, a repost or a follow is written or removed keeps it in the same
 * transaction:
 * - a named post, or one named again, goes to its author and their accepted followers; a post
 *   turned anonymous leaves at once (rule 2: nothing selected by who wrote it may show it);
 * - a repost goes to its sharer and their followers, and leaves when undone;
 * - a follow once accepted brings the followed person's newest FOLLOW_BACKFILL named posts and
 *   as many reposts; an accepted follow removed takes them away;
 * - a named post or a repost removed leaves every feed that holds it; a viewer removed takes
 *   their feed (the foreign key).
 * Anonymous posts never enter: the table ties no one to them.
 */
const TABLE = 'following_entries';

/** The people whose Following feeds hold an actor's entries: their accepted followers, and they. */
const holders = (actor: string) =>
  `select follower_id from follows where followee_id = ${actor} and status = 'accepted' union all select ${actor}`;

const fanOut = (actor: string, entry: string, repost: 0 | 1) =>
  `insert into ${TABLE} (viewer_id, entry_id, repost)
   select follower_id, ${entry}, ${repost} from follows where followee_id = ${actor} and status = 'accepted'
   union all select ${actor}, ${entry}, ${repost}`;

const removeEntry = (actor: string, entry: string) =>
  `delete from ${TABLE} where entry_id = ${entry} and viewer_id in (${holders(actor)})`;

const backfill = (viewer: string, followed: string, orIgnore: boolean) =>
  `insert ${orIgnore ? 'or ignore ' : ''}into ${TABLE} (viewer_id, entry_id, repost)
   select ${viewer}, id, 0 from (select id from posts where author_id = ${followed} and visibility = 'public' order by id desc limit ${FOLLOW_BACKFILL}) named
   union all
   select ${viewer}, id, 1 from (select id from reposts where user_id = ${followed} order by id desc limit ${FOLLOW_BACKFILL}) shared
   ${orIgnore ? '' : 'on conflict do nothing'}`;

const unfollow = (viewer: string, followed: string) =>
  `delete from ${TABLE} where viewer_id = ${viewer} and entry_id in (
     select id from posts where author_id = ${followed} and visibility = 'public'
     union all select id from reposts where user_id = ${followed})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  // Ids only, no foreign key to the posts: an index of the rows by post, to follow the posts'
  // deletions, would double the table (3.7 GB for 14.9 million rows on SQLite, against 1.3).
  // The triggers remove an entry from the feeds that hold it instead: its actor's followers.
  await sql
    .raw(`create table ${TABLE} (
      viewer_id text not null references users (id) on delete cascade,
      entry_id text not null,
      repost integer not null,
      constraint ${TABLE}_pk primary key (viewer_id, entry_id)
    )${sqlite ? ' without rowid' : ''}`)
    .execute(db);
  // Every entry there is now, each viewer's in order: SQLite then appends instead of
  // inserting all over its tree.
  await sql
    .raw(`insert into ${TABLE} (viewer_id, entry_id, repost)
      select viewer_id, entry_id, repost from (
        select follows.follower_id as viewer_id, posts.id as entry_id, 0 as repost
          from follows join posts on posts.author_id = follows.followee_id and posts.visibility = 'public'
          where follows.status = 'accepted'
        union all select author_id, id, 0 from posts where visibility = 'public'
        union all select follows.follower_id, reposts.id, 1
          from follows join reposts on reposts.user_id = follows.followee_id
          where follows.status = 'accepted'
        union all select user_id, id, 1 from reposts
      ) entries order by viewer_id, entry_id`)
    .execute(db);

  if (sqlite) {
    const triggers = [
      `posts_named after insert on posts when new.visibility = 'public' begin
        ${fanOut('new.author_id', 'new.id', 0)}; end`,
      `posts_unnamed after update of visibility on posts
        when old.visibility = 'public' and new.visibility <> 'public' begin
        ${removeEntry('new.author_id', 'new.id')}; end`,
      `posts_named_again after update of visibility on posts
        when old.visibility <> 'public' and new.visibility = 'public' begin
        ${fanOut('new.author_id', 'new.id', 0)}; end`,
      `posts_delete after delete on posts when old.visibility = 'public' begin
        ${removeEntry('old.author_id', 'old.id')}; end`,
      `reposts_insert after insert on reposts begin
        ${fanOut('new.user_id', 'new.id', 1)}; end`,
      `reposts_delete after delete on reposts begin
        ${removeEntry('old.user_id', 'old.id')}; end`,
      `follows_insert after insert on follows when new.status = 'accepted' begin
        ${backfill('new.follower_id', 'new.followee_id', true)}; end`,
      `follows_accept after update of status on follows
        when old.status <> 'accepted' and new.status = 'accepted' begin
        ${backfill('new.follower_id', 'new.followee_id', true)}; end`,
      `follows_delete after delete on follows when old.status = 'accepted' begin
        ${unfollow('old.follower_id', 'old.followee_id')}; end`,
    ];
    for (const trigger of triggers) {
      await sql.raw(`create trigger ${TABLE}_${trigger}`).execute(db);
    }
    return;
  }
  await sql
    .raw(`create function ${TABLE}_keep() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'posts' then
        if tg_op = 'UPDATE' and old.visibility = new.visibility then return null; end if;
        if tg_op in ('UPDATE', 'DELETE') and old.visibility = 'public' then
          ${removeEntry('old.author_id', 'old.id')};
        end if;
        if tg_op in ('UPDATE', 'INSERT') and new.visibility = 'public' then
          ${fanOut('new.author_id', 'new.id', 0)};
        end if;
      elsif tg_table_name = 'reposts' then
        if tg_op = 'INSERT' then ${fanOut('new.user_id', 'new.id', 1)};
        else ${removeEntry('old.user_id', 'old.id')}; end if;
      elsif tg_op = 'DELETE' then
        if old.status = 'accepted' then ${unfollow('old.follower_id', 'old.followee_id')}; end if;
      elsif new.status = 'accepted' and (tg_op = 'INSERT' or old.status <> 'accepted') then
        ${backfill('new.follower_id', 'new.followee_id', false)};
      end if;
      return null;
    end $$`)
    .execute(db);
  for (const [table, events] of TRIGGERED) {
    await sql
      .raw(`create trigger ${TABLE}_${table} after ${events} on ${table}
        for each row execute function ${TABLE}_keep()`)
      .execute(db);
  }
}

const TRIGGERED = [
  ['posts', 'insert or delete or update of visibility'],
  ['reposts', 'insert or delete'],
  ['follows', 'insert or delete or update of status'],
] as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    const names = ['posts_named', 'posts_unnamed', 'posts_named_again', 'posts_delete'];
    names.push('reposts_insert', 'reposts_delete', 'follows_insert', 'follows_accept');
    for (const name of [...names, 'follows_delete']) {
      await sql.raw(`drop trigger ${TABLE}_${name}`).execute(db);
    }
  } else {
    for (const [table] of TRIGGERED) {
      await sql.raw(`drop trigger ${TABLE}_${table} on ${table}`).execute(db);
    }
    await sql.raw(`drop function ${TABLE}_keep`).execute(db);
  }
  await db.schema.dropTable(TABLE).execute();
}
