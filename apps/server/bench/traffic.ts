/**
 * The mixed traffic that `bench:mix` and `soak` send: many different signed-in people, each
 * request drawn with the weights of what people do (read feeds, open posts and profiles,
 * search, react, comment, post), posts chosen with a skew toward the newest. Deterministic
 * for a given seed, as long as the caller draws in the same order.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { sql } from 'kysely';
import { seededRandom } from '../scripts/random';
import { bulkSeed, textGenerator } from '../scripts/text';
import { openDatabase } from '../src/db/database';
import { encodeCursor } from '../src/db/pagination';
import { lowestIdAt } from '../src/lib/ids';
import { signIn } from './lib';

export type Request = {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
};
export type Kind = { name: string; weight: number; make: () => Request };
/** One answer: its kind, how long it took, and its status (0 for no answer). */
export type Outcome = { kind: string; ms: number; status: number };

/** The random draws of the traffic, from one seeded source. */
export function trafficRandom(seed = 2026) {
  const { next: random, below } = seededRandom(seed);
  // Searches and new text use the words of `seed:bulk`'s posts, made-up ones included: a
  // vocabulary of their own would make most rare words found in no post at all.
  const { sentence } = textGenerator(random, { vocabularyRandom: seededRandom(bulkSeed).next });
  const pick = <T>(items: readonly T[]): T => items[below(items.length)] as T;
  /** An index into newest-first `items`, most often near the front, as attention is. */
  const recent = <T>(items: readonly T[]): T =>
    items[Math.floor(items.length * random() ** 3)] as T;
  return { random, below, pick, recent, sentence };
}
export type TrafficRandom = ReturnType<typeof trafficRandom>;

/**
 * The people, and what they will ask about: `count` active accounts, each signed in, and
 * recent posts whose author anyone may read.
 */
export async function audience(url: string, count: number, { pick }: TrafficRandom) {
  const { db } = openDatabase(url);
  const everyone = await db
    .selectFrom('users')
    .select('id')
    .where('status', '=', 'active')
    .execute();
  const people = Array.from({ length: count }, () => pick(everyone).id);
  const tokens = await signIn(db, people);
  const recentPosts = await db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.author_id')
    .select(['posts.id', 'posts.author_id', 'posts.visibility'])
    .where('users.is_private', '=', 0)
    .orderBy('posts.id', 'desc')
    .limit(20_000)
    .execute();
  // What the database holds, for the table's header: each run's writes stay in it, and a
  // busier day costs Popular Today more, so runs compare only at like sizes.
  const dayAgo = lowestIdAt(Date.now() - 24 * 3600_000);
  const [sizes] = await db
    .selectFrom('posts')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('posts'),
      eb.fn
        .count<number | string>(sql`case when ${sql.ref('id')} >= ${dayAgo} then 1 end`)
        .as('today'),
    ])
    .execute();
  await db.destroy();
  const postIds = recentPosts.map((post) => post.id);
  const authors = recentPosts.filter((p) => p.visibility === 'public').map((p) => p.author_id);
  const held = { posts: Number(sizes?.posts ?? 0), today: Number(sizes?.today ?? 0) };
  return { tokens, postIds, authors, held };
}

/** Every kind of request in the mix, with its weight. */
export function trafficKinds(
  { random, below, pick, recent, sentence }: TrafficRandom,
  { postIds, authors }: { postIds: string[]; authors: string[] },
): Kind[] {
  const list = (filters: object, cursor?: string): Request => ({
    method: 'POST',
    path: '/api/v1/post/list',
    body: { pageSize: 20, filters, ...(cursor ? { cursor } : {}) },
  });
  const deepCursor = () => encodeCursor({ id: postIds[below(postIds.length)] as string });
  return [
    { name: 'feed', weight: 18, make: () => list({}) },
    { name: 'feed, later page', weight: 7, make: () => list({}, deepCursor()) },
    { name: 'following', weight: 12, make: () => list({ feed: 'following' }) },
    {
      name: 'following, later page',
      weight: 4,
      make: () => list({ feed: 'following' }, deepCursor()),
    },
    {
      name: 'post page',
      weight: 10,
      make: () => ({ method: 'GET', path: `/api/v1/post/${recent(postIds)}` }),
    },
    {
      name: 'comments',
      weight: 8,
      make: () => ({
        method: 'POST',
        path: '/api/v1/comment/list',
        body: { pageSize: 20, filters: { post: recent(postIds) } },
      }),
    },
    {
      name: 'profile',
      weight: 5,
      make: () => ({ method: 'GET', path: `/api/v1/user/${recent(authors)}` }),
    },
    { name: "profile's posts", weight: 5, make: () => list({ author: recent(authors) }) },
    {
      name: 'people',
      weight: 3,
      make: () => ({
        method: 'POST',
        path: '/api/v1/user/list',
        body: { pageNum: 1 + below(random() < 0.7 ? 1 : 20), pageSize: 20 },
      }),
    },
    {
      name: 'search',
      weight: 4,
      make: () => {
        const words = sentence().split(' ');
        const at = below(words.length);
        return list({ search: words.slice(at, at + 1 + below(2)).join(' ') });
      },
    },
    {
      name: 'popular',
      weight: 4,
      make: () => ({
        method: 'POST',
        path: '/api/v1/post/popular',
        body: { window: 'today', filter: 'all' },
      }),
    },
    {
      name: 'popular, following',
      weight: 2,
      make: () => ({
        method: 'POST',
        path: '/api/v1/post/popular',
        body: { window: 'today', filter: 'following' },
      }),
    },
    {
      name: 'notifications',
      weight: 5,
      make: () => ({ method: 'GET', path: '/api/v1/notifications' }),
    },
    {
      name: 'reaction',
      weight: 6,
      make: () => ({
        method: 'POST',
        path: `/api/v1/post/${recent(postIds)}/react`,
        body: { kind: pick(['like', 'like', 'hug', 'share']) },
      }),
    },
    {
      name: 'comment',
      weight: 2,
      make: () => ({
        method: 'POST',
        path: '/api/v1/comment/new',
        headers: asTheWebAppSends(),
        body: {
          comment: {
            content: sentence(),
            post: recent(postIds),
            visibility: random() < 0.2 ? 'private' : 'public',
          },
        },
      }),
    },
    {
      name: 'new post',
      weight: 1,
      make: () => ({
        method: 'POST',
        path: '/api/v1/post/new',
        headers: asTheWebAppSends(),
        body: { content: sentence(), visibility: random() < 0.15 ? 'private' : 'public' },
      }),
    },
  ];
}

/**
 * The web app sends every new post and comment with an Idempotency-Key (a retry then writes
 * nothing twice), which costs the server a claimed key in the same transaction. A fresh key
 * each time: a later run on the same database must not be answered from an earlier one's.
 */
const asTheWebAppSends = () => ({ 'idempotency-key': randomUUID() });

/** A kind drawn with the weights of `choices`. */
export function drawFrom(choices: Kind[], random: () => number): Kind {
  const total = choices.reduce((sum, kind) => sum + kind.weight, 0);
  let at = random() * total;
  for (const kind of choices) {
    at -= kind.weight;
    if (at < 0) return kind;
  }
  return choices.at(-1) as Kind;
}

/**
 * Sends `request` as the holder of `token`; resolves to the answer's status, or 0 when there
 * was none (refused, reset, cut short, or silent for `timeoutMs` when given).
 */
export function send(
  agent: http.Agent,
  port: number,
  request: Request,
  token: string,
  timeoutMs?: number,
): Promise<number> {
  return new Promise<number>((resolve) => {
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          // As a browser asks: answers large enough are compressed, at the server's cost.
          'accept-encoding': 'br, gzip',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...request.headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        // An answer cut off before its end is no answer (a no-op once 'end' resolved).
        res.on('close', () => resolve(res.complete ? (res.statusCode ?? 0) : 0));
      },
    );
    if (timeoutMs) req.setTimeout(timeoutMs, () => req.destroy(new Error('timed out')));
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/** How many answers were not 2xx, with their statuses ('0' for no answer) when any. */
export function failures(outcomes: Outcome[]): string {
  const counts = new Map<number, number>();
  for (const { status } of outcomes) {
    if (status < 200 || status >= 300) counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  if (!total) return '0';
  return `${total} (${[...counts].map(([status, n]) => `${n}× ${status}`).join(', ')})`;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] as number)
    : 0;
export const round = (ms: number) => (ms < 10 ? ms.toFixed(1) : ms.toFixed(0));
