import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../test/app';
import { testDatabaseKinds } from '../test/databases';
import { multipartBody } from '../test/multipart';

/**
 * Requests drawn at random from every kind of write (and the reads beside them), sent a few
 * at once, round after round, by a handful of people, a moderator among them: shapes no
 * one chose. `races-in-order.test.ts` puts each race found so far in its losing order; this
 * looks for the next. Nothing may answer 5xx, and afterwards every stored count must equal
 * what its rows say (decision record 0015, rule 3). The draw is seeded; the timing is not.
 */

const rounds = 120;
const atOnce = 6;

/** A small linear congruential generator: the same draws on every run. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

type Answer = Awaited<ReturnType<TestApp['inject']>>;
type Post = { id: string; author: TestPerson };
type Comment = { id: string; postId: string; author: TestPerson };
type Request = { name: string; send: () => Promise<Answer> };

/** Each stored count beside the rows it counts: every row must show the two equal. */
const counts = {
  'posts under a name': sql`select u.posts_count as stored,
    (select count(*) from posts p where p.author_id = u.id and p.visibility = 'public') as counted
    from users u`,
  followers: sql`select u.followers_count as stored, (select count(*) from follows f
    where f.followee_id = u.id and f.status = 'accepted') as counted from users u`,
  following: sql`select u.following_count as stored, (select count(*) from follows f
    where f.follower_id = u.id and f.status = 'accepted') as counted from users u`,
  "a post's reactions": sql`select p.likes_count + 10000 * p.hugs_count
    + 100000000 * p.shares_count as stored,
    (select coalesce(sum(case r.kind when 'like' then 1 when 'hug' then 10000 else 100000000 end), 0)
    from post_reactions r where r.post_id = p.id) as counted from posts p`,
  "a post's comments": sql`select p.comments_count as stored, (select count(*) from comments c
    where c.post_id = p.id and c.deleted = 0) as counted from posts p`,
  "a comment's reactions": sql`select c.likes_count + 10000 * c.hugs_count as stored,
    (select coalesce(sum(case r.kind when 'like' then 1 else 10000 end), 0)
    from comment_reactions r where r.comment_id = c.id) as counted from comments c`,
  "a comment's replies": sql`select c.reply_count as stored,
    (select count(*) from comments r where r.parent_id = c.id) as counted from comments c`,
  "a post's pictures": sql`select p.media_count as stored,
    (select count(*) from media m where m.post_id = p.id) as counted from posts p`,
  'placeholders with replies': sql`select 1 as stored, case when exists (select 1 from comments r
    where r.parent_id = c.id) then 1 else 0 end as counted from comments c where c.deleted = 1`,
};

describe.each(testDatabaseKinds)('writes raced at random on %s', (kind) => {
  let t: TestApp;
  let moderator: TestPerson;
  let people: TestPerson[] = [];
  let posts: Post[] = [];
  let comments: Comment[] = [];
  const { next, pick } = seeded(20261128);

  beforeAll(async () => {
    t = await createTestApp(kind);
    moderator = await t.signedInUser(); // the first account
    people = [];
    for (let i = 0; i < 6; i++) people.push(await t.signedInUser());
    for (const author of people) posts.push({ id: await t.writePost(author, 'hello'), author });
  });
  afterAll(async () => {
    await t.close();
  });

  const send: TestApp['call'] = (...args) => t.call(...args);
  const upload = async (who: TestPerson) => {
    const bytes = await sharp({
      create: { width: 48, height: 32, channels: 3, background: '#36a' },
    })
      .png()
      .toBuffer();
    const body = multipartBody({}, { name: 'file', filename: 'sky.png', type: 'image/png', bytes });
    return t.inject({
      method: 'POST',
      url: '/api/v1/media',
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
  };
  const person = () => pick(people);
  const somePost = () => pick(posts.slice(-12));
  const forgetPost = (id: string) => {
    posts = posts.filter((post) => post.id !== id);
    comments = comments.filter((comment) => comment.postId !== id);
  };

  /** Each kind of request with its weight: how often it is drawn against the others. */
  const kinds: [number, () => Request | undefined][] = [
    [
      3,
      () => {
        const author = person();
        const content = `hi @${person().input.username} #tag`;
        const visibility = next() < 0.3 ? 'private' : 'public';
        return {
          name: 'new post',
          send: async () => {
            const answer = await send(author, 'POST', '/post/new', { content, visibility });
            if (answer.statusCode === 201) posts.push({ id: answer.json().data.post._id, author });
            return answer;
          },
        };
      },
    ],
    [
      0.5,
      () => {
        const author = person();
        return {
          name: 'new post with a picture',
          send: async () => {
            const uploaded = await upload(author);
            if (uploaded.statusCode !== 201) return uploaded;
            const media = [{ _id: uploaded.json().data.media._id, alt: 'sky' }];
            const answer = await send(author, 'POST', '/post/new', { content: 'look', media });
            if (answer.statusCode === 201) posts.push({ id: answer.json().data.post._id, author });
            return answer;
          },
        };
      },
    ],
    [
      1,
      () => {
        const { id, author } = somePost();
        const changes = {
          content: `edited @${person().input.username}`,
          visibility: pick(['public', 'private']),
        };
        return { name: 'edit', send: () => send(author, 'PUT', `/post/${id}`, changes) };
      },
    ],
    [
      1,
      () => {
        const { id, author } = somePost();
        return {
          name: 'post deletion',
          send: async () => {
            const answer = await send(author, 'DELETE', `/post/${id}`);
            if (answer.statusCode === 200 || answer.statusCode === 404) forgetPost(id);
            return answer;
          },
        };
      },
    ],
    [
      2,
      () => {
        const { id } = somePost();
        const reaction = { kind: pick(['like', 'hug', 'share']) };
        return {
          name: 'reaction',
          send: () => send(person(), 'POST', `/post/${id}/react`, reaction),
        };
      },
    ],
    [
      1,
      () => ({
        name: 'save',
        send: () => send(person(), 'POST', `/post/${somePost().id}/save`, {}),
      }),
    ],
    [
      3,
      () => {
        const { id: postId } = somePost();
        const parent =
          next() < 0.4 ? comments.find((comment) => comment.postId === postId) : undefined;
        const author = person();
        const comment = {
          content: `said to @${person().input.username}`,
          post: postId,
          ...(parent ? { parent: parent.id } : {}),
          ...(next() < 0.3 ? { visibility: 'private' } : {}),
        };
        return {
          name: parent ? 'reply' : 'comment',
          send: async () => {
            const answer = await send(author, 'POST', '/comment/new', { comment });
            if (answer.statusCode === 201)
              comments.push({ id: answer.json().data.comment._id, postId, author });
            return answer;
          },
        };
      },
    ],
    [
      1,
      () => {
        const comment = pick(comments.slice(-12));
        const postAuthor = posts.find((post) => post.id === comment?.postId)?.author;
        if (!comment) return undefined;
        const by = next() < 0.5 && postAuthor ? postAuthor : comment.author;
        return {
          name: 'comment deletion',
          send: () => send(by, 'DELETE', `/comment/${comment.id}`),
        };
      },
    ],
    [
      2,
      () => {
        const comment = pick(comments.slice(-12));
        if (!comment) return undefined;
        const reaction = { kind: pick(['like', 'hug']) };
        return {
          name: 'comment reaction',
          send: () => send(person(), 'POST', `/comment/${comment.id}/react`, reaction),
        };
      },
    ],
    ...(
      [
        [2, 'follow', '/user/follow'],
        [1, 'unfollow', '/user/unfollow'],
        [1, 'follower removal', '/user/followers/remove'],
        [1, 'request accepted', '/user/follow-requests/accept'],
        [0.5, 'request rejected', '/user/follow-requests/reject'],
        [0.7, 'block', '/user/block'],
        [1, 'unblock', '/user/unblock'],
        [0.5, 'mute', '/user/mute'],
        [0.5, 'unmute', '/user/unmute'],
      ] as const
    ).map(([weight, name, url]): [number, () => Request] => [
      weight,
      () => {
        const [who, whom] = [person(), person()];
        return { name, send: () => send(who, 'POST', url, { userId: whom.user._id }) };
      },
    ]),
    [
      1,
      () => {
        const isPrivate = next() < 0.5;
        const who = person();
        return { name: 'privacy', send: () => send(who, 'PUT', '/user/update', { isPrivate }) };
      },
    ],
    [
      0.5,
      () => ({
        name: 'muted word',
        send: () => send(person(), 'POST', '/user/muted-words', { word: 'hi' }),
      }),
    ],
    [
      0.5,
      () => ({
        name: 'notifications read',
        send: () => send(person(), 'POST', '/notifications/read', {}),
      }),
    ],
    [
      0.5,
      () => {
        const target = { targetKind: 'post', targetId: somePost().id, reason: 'spam' };
        return { name: 'report', send: () => send(person(), 'POST', '/reports', target) };
      },
    ],
    ...(['suspend', 'remove', 'revoke-anonymous', 'dismiss'] as const).map(
      (action): [number, () => Request] => [
        0.3,
        () => {
          const target = { targetKind: 'post', targetId: somePost().id };
          return {
            name: `moderator's ${action}`,
            send: () => send(moderator, 'POST', `/moderation/${action}`, target),
          };
        },
      ],
    ),
    [
      0.5,
      () => {
        const target = { targetKind: 'user', targetId: person().user._id };
        return {
          name: "moderator's unsuspend",
          send: () => send(moderator, 'POST', '/moderation/unsuspend', target),
        };
      },
    ],
    [
      0.25,
      () => {
        const leaving = person();
        return {
          name: 'account deletion',
          send: async () => {
            const answer = await send(leaving, 'DELETE', '/user/me', {
              password: leaving.input.password,
            });
            if (answer.statusCode === 200) {
              people = people.filter((p) => p !== leaving);
              posts = posts.filter((post) => post.author !== leaving);
              comments = comments.filter((comment) => comment.author !== leaving);
            }
            return answer;
          },
        };
      },
    ],
    [0.3, () => ({ name: 'sign-out', send: () => send(person(), 'POST', '/auth/logout') })],
    [
      2,
      () => {
        const filters = pick([
          { feed: 'all' },
          { feed: 'following' },
          { author: person().user._id },
          { search: 'hi' },
        ]);
        return {
          name: 'post list',
          send: () => send(person(), 'POST', '/post/list', { pageNum: 1, pageSize: 10, filters }),
        };
      },
    ],
    [1, () => ({ name: 'post page', send: () => send(person(), 'GET', `/post/${somePost().id}`) })],
    [
      1,
      () => {
        const filters = { post: somePost().id };
        return {
          name: 'comment list',
          send: () =>
            send(person(), 'POST', '/comment/list', { pageNum: 1, pageSize: 10, filters }),
        };
      },
    ],
    [
      0.5,
      () => {
        const body = {
          window: 'today',
          filter: pick(['all', 'following']),
          pageNum: 1,
          pageSize: 10,
        };
        return { name: 'popular', send: () => send(person(), 'POST', '/post/popular', body) };
      },
    ],
    [0.5, () => ({ name: 'notifications', send: () => send(person(), 'GET', '/notifications') })],
  ];
  const totalWeight = kinds.reduce((sum, [weight]) => sum + weight, 0);
  const draw = (): Request => {
    let left = next() * totalWeight;
    for (const [weight, make] of kinds) {
      left -= weight;
      if (left <= 0) return make() ?? draw();
    }
    return draw();
  };

  /** Signs in again whoever lost their session (signed out, suspended and restored). */
  const signInAgain = async () => {
    for (const who of people) {
      if ((await send(who, 'GET', '/user/me')).statusCode !== 401) continue;
      const login = await t.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: who.input.email, password: who.input.password },
      });
      if (login.statusCode === 200) who.headers.authorization = `Bearer ${login.json().data.token}`;
    }
  };

  it('never answers 5xx, and leaves every count equal to its rows', async () => {
    const failures: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const batch = Array.from({ length: atOnce }, draw);
      const answers = await Promise.all(batch.map((request) => request.send()));
      for (const [i, answer] of answers.entries()) {
        if (answer.statusCode >= 500)
          failures.push(
            `${batch[i]?.name}: ${answer.statusCode}, among ${batch.map((r) => r.name).join(', ')}`,
          );
      }
      if (answers.some((answer) => answer.statusCode === 401)) await signInAgain();
      while (people.length < 6) people.push(await t.signedInUser());
      while (posts.length < 6) {
        const author = person();
        posts.push({ id: await t.writePost(author, 'again'), author });
      }
    }
    expect(failures).toEqual([]);
    for (const [what, rows] of Object.entries(counts)) {
      const { rows: pairs } = await rows.execute(t.db);
      const wrong = (pairs as { stored: unknown; counted: unknown }[]).filter(
        (pair) => Number(pair.stored) !== Number(pair.counted),
      );
      expect([what, wrong]).toEqual([what, []]);
    }
  });
});
