/**
 * Bulk data for benchmarks: N people and M posts, with follows, comments and reactions.
 *   npm run seed:bulk -- --users 100000 --posts 1000000   (uses DATABASE_URL like the server)
 * Everyone's password is "bulk seed password"; people are bulk0@example.com, bulk1@…
 */
import { parseArgs } from 'node:util';
import { parseConfig } from '../src/config';
import { type Db, openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { idAt } from '../src/lib/ids';
import { hashPassword } from '../src/lib/passwords';
import { seededRandom } from './random';
import { recountAll } from './recount';
import { bulkSeed, textGenerator } from './text';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000' },
    posts: { type: 'string', default: '10000' },
  },
});
const userCount = Number(values.users);
const postCount = Number(values.posts);
const followsPerUser = 10;
const commentCount = Math.floor(postCount / 2);
const reactionCount = postCount * 2;

const { next: random, below } = seededRandom(bulkSeed);
const { sentence } = textGenerator(random);

const started = Date.now();
function progress(label: string, done: number, total: number) {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  process.stdout.write(
    `\r${label.padEnd(10)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}  ${seconds}s   `,
  );
  if (done === total) process.stdout.write('\n');
}

const config = parseConfig(process.env);
const { db, kind } = openDatabase(config.databaseUrl);
await migrateToLatest(db);
const passwordHash = await hashPassword('bulk seed password');
const now = Date.now();
const span = 365 * 86_400_000;
const BATCH = 400;

async function inBatches<T>(
  label: string,
  total: number,
  make: (i: number) => T,
  write: (trx: Db, rows: T[]) => Promise<unknown>,
) {
  for (let done = 0; done < total; ) {
    const size = Math.min(BATCH * 5, total - done);
    const rows = Array.from({ length: size }, (_, k) => make(done + k));
    await db.transaction().execute(async (trx) => {
      for (let k = 0; k < rows.length; k += BATCH) await write(trx, rows.slice(k, k + BATCH));
    });
    done += size;
    progress(label, done, total);
  }
}

const userIds: string[] = new Array(userCount);
await inBatches(
  'people',
  userCount,
  (i) => {
    const id = idAt(now - span - (userCount - i) * 1000);
    userIds[i] = id;
    const name = `bulk${i}`;
    return {
      id,
      name: `Bulk Person ${i}`,
      username: name,
      username_key: name,
      email: `${name}@example.com`,
      email_key: `${name}@example.com`,
      password_hash: passwordHash,
      is_private: i % 50 === 0 ? 1 : 0,
      created_at: new Date(now - span).toISOString(),
      updated_at: new Date(now).toISOString(),
    };
  },
  (trx, rows) => trx.insertInto('users').values(rows).execute(),
);
const user = () => userIds[below(userCount)] as string;

await inBatches(
  'follows',
  userCount * followsPerUser,
  (i) => ({
    follower_id: userIds[Math.floor(i / followsPerUser)] as string,
    followee_id: user(),
    status: 'accepted' as const,
    created_at: new Date(now).toISOString(),
  }),
  (trx, rows) =>
    trx
      .insertInto('follows')
      .values(rows.filter((r) => r.follower_id !== r.followee_id))
      .onConflict((oc) => oc.doNothing())
      .execute(),
);

const postIds: string[] = new Array(postCount);
await inBatches(
  'posts',
  postCount,
  (i) => {
    const at = now - span + Math.floor((i / postCount) * span);
    const id = idAt(at);
    postIds[i] = id;
    const iso = new Date(at).toISOString();
    const anonymous = random() < 0.15;
    return {
      id,
      author_id: user(),
      content: sentence(),
      visibility: anonymous ? ('private' as const) : ('public' as const),
      anonymous_from_start: anonymous ? 1 : 0,
      created_at: iso,
      updated_at: iso,
    };
  },
  (trx, rows) => trx.insertInto('posts').values(rows).execute(),
);
const post = () => postIds[below(postCount)] as string;

await inBatches(
  'comments',
  commentCount,
  () => ({
    id: idAt(now - below(span)),
    post_id: post(),
    author_id: user(),
    content: sentence(),
    visibility: 'public' as const,
    created_at: new Date(now).toISOString(),
  }),
  (trx, rows) => trx.insertInto('comments').values(rows).execute(),
);
await inBatches(
  'reactions',
  reactionCount,
  () => ({
    post_id: post(),
    user_id: user(),
    kind: (['like', 'like', 'hug', 'share'] as const)[below(4)] as 'like',
    created_at: new Date(now).toISOString(),
  }),
  async (trx, rows) => {
    await trx
      .insertInto('post_reactions')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
    // A share is a repost (§7), entering the sharer's followers' feeds at its own moment.
    const reposts = rows
      .filter((row) => (row.kind as string) === 'share')
      .map((row) => {
        const at = now - below(span);
        const created_at = new Date(at).toISOString();
        return { id: idAt(at), user_id: row.user_id, post_id: row.post_id, created_at };
      });
    if (reposts.length > 0)
      await trx
        .insertInto('reposts')
        .values(reposts)
        .onConflict((oc) => oc.doNothing())
        .execute();
  },
);
process.stdout.write('counting… ');
await recountAll(db, kind);
await db.destroy();
console.info(
  `done in ${((Date.now() - started) / 1000).toFixed(0)} s: ${userCount} people, ${postCount} posts, ${commentCount} comments, up to ${reactionCount} reactions.`,
);
