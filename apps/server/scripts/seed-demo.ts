/**
 * A small, believable data set to look around in: about 50 people with pictures, 500 posts
 * in nine languages (some anonymous; some with tags, mentions, links and drawn pictures),
 * comments and replies, reactions and reposts, follows, two private accounts and
 * notifications waiting for the account to sign in with (the pieces are in ./demo/).
 *   npm run seed:demo            (uses DATABASE_URL and MEDIA_DIR like the server)
 */
import { parseConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { countUnread } from '../src/db/notifications';
import { localDiskStorage } from '../src/lib/media-storage';
import { DEMO_PASSWORD, MAIN_EMAIL, PRIVATE_EMAIL, seedDemo } from './demo/seed';

const config = parseConfig(process.env);
const { db, kind } = openDatabase(config.databaseUrl);
await migrateToLatest(db);
const signIn = () => {
  console.info(`Sign in at http://localhost:3000 as ${MAIN_EMAIL}, password: ${DEMO_PASSWORD}`);
  console.info('Every other demo account (name.surname@demo.social) has the same password.');
};
const main = await db
  .selectFrom('users')
  .select('id')
  .where('email_key', '=', MAIN_EMAIL)
  .executeTakeFirst();
if (main) {
  console.info('The demo data is already there.');
  signIn();
} else {
  const started = performance.now();
  const made = await seedDemo(db, kind, localDiskStorage(config.mediaDir));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const mainId = await db
    .selectFrom('users')
    .select('id')
    .where('email_key', '=', MAIN_EMAIL)
    .executeTakeFirstOrThrow();
  const unread = await countUnread(db, mainId.id);
  console.info(
    `Demo data ready in ${seconds} s: ${made.people} people, ${made.posts} posts ` +
      `(${made.anonymousPosts} anonymous), ${made.comments} comments and ${made.replies} ` +
      `replies, ${made.postReactions + made.commentReactions} reactions (${made.reposts} ` +
      `of them reposts), ${made.follows} follows, ` +
      `${made.saves} saves, ${made.notifications} notifications; ${made.taggedPosts} posts ` +
      `with tags, ${made.mentioningPosts} with mentions, ${made.linkingPosts} with links, ` +
      `${made.postsWithImages} with ${made.images} pictures.`,
  );
  signIn();
  console.info(
    `${MAIN_EMAIL} has ${unread} unread notifications and two follow requests: it went ` +
      `private a few hours ago. ${PRIVATE_EMAIL} has been private from the start.`,
  );
}
await db.destroy();
