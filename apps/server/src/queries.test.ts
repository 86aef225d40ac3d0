import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../test/app';
import { type TestDatabaseKind, testDatabaseKinds } from '../test/databases';
import { queryCounter } from '../test/query-counter';
import { FOLLOWING_EXTRA_READS } from './features/posts/feed.repository';

/** The items of a list's answer, whatever the list calls them. */
const itemsIn = (data: Record<string, unknown>) =>
  Object.values(data).find((value): value is unknown[] => Array.isArray(value))?.length ?? 0;

/** A test app whose statements `counter` counts. */
const countedTestApp = (kind: TestDatabaseKind, counter: ReturnType<typeof queryCounter>) =>
  createTestApp(kind, {}, { wrap: (db) => db.withPlugin(counter.plugin) });

/** The enclosing block's counted app: made before its tests (given to `use`), closed after. */
function useCountedTestApp(
  kind: TestDatabaseKind,
  counter: ReturnType<typeof queryCounter>,
  use: (app: TestApp) => void,
) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await countedTestApp(kind, counter);
    use(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}

/**
 * No list makes a query per item: the statements one page costs are the same for a page of
 * three as for a page of twenty.
 */
describe.each(testDatabaseKinds)('queries per list on %s', (kind) => {
  let t: TestApp;
  const counter = queryCounter();
  let headers: Record<string, string>;
  let postId: string;
  let authorId: string;
  let myId: string;
  /** Follows the same people and mutes a word: the lists that read a window for them. */
  let muterHeaders: Record<string, string>;

  useCountedTestApp(kind, counter, (app) => {
    t = app;
  });
  beforeAll(async () => {
    const me = await t.signedInUser();
    headers = me.headers;
    myId = me.user._id;
    const muter = await t.signedInUser();
    muterHeaders = muter.headers;
    await t.muteWord(muter, 'zzqq');
    const author = await t.signedInUser();
    authorId = author.user._id;
    for (let i = 0; i < 25; i++) await t.writePost(author, `by one author ${i}`);
    for (let i = 0; i < 25; i++) {
      const other = await t.signedInUser();
      const id = (
        await t.inject({
          method: 'POST',
          url: '/api/v1/post/new',
          headers: other.headers,
          payload: { content: `post ${i} #garden`, visibility: i % 3 ? 'public' : 'private' },
        })
      ).json().data.post._id;
      postId = id;
      await t.inject({
        method: 'POST',
        url: '/api/v1/user/follow',
        headers,
        payload: { userId: other.user._id },
      });
      await t.inject({
        method: 'POST',
        url: '/api/v1/user/follow',
        headers: other.headers,
        payload: { userId: me.user._id },
      });
      await t.follow(muter, other.user._id);
      await t.inject({ method: 'POST', url: `/api/v1/post/${id}/save`, headers, payload: {} });
      // A notification each: a like of another of my posts (likes of one post are grouped).
      const mine = await t.writePost(me, `mine ${i}`);
      await t.inject({
        method: 'POST',
        url: `/api/v1/post/${mine}/react`,
        headers: other.headers,
        payload: { kind: 'like' },
      });
    }
    for (let i = 0; i < 25; i++) {
      await t.inject({
        method: 'POST',
        url: '/api/v1/comment/new',
        headers,
        payload: {
          comment: { content: `c ${i}`, post: postId, visibility: i % 2 ? 'private' : 'public' },
        },
      });
    }
  });

  const lists: [string, 'GET' | 'POST', string, (size: number) => object | undefined][] = [
    ['home feed', 'POST', '/api/v1/post/list', (pageSize) => ({ pageSize })],
    [
      'following feed',
      'POST',
      '/api/v1/post/list',
      (pageSize) => ({ pageSize, filters: { feed: 'following' } }),
    ],
    [
      'search',
      'POST',
      '/api/v1/post/list',
      (pageSize) => ({ pageSize, filters: { search: 'post' } }),
    ],
    [
      "a tag's posts",
      'POST',
      '/api/v1/post/list',
      (pageSize) => ({ pageSize, filters: { tag: 'garden' } }),
    ],
    ['popular', 'POST', '/api/v1/post/popular', (pageSize) => ({ pageSize })],
    ['saved', 'POST', '/api/v1/post/saved', (pageSize) => ({ pageSize })],
    [
      'comments',
      'POST',
      '/api/v1/comment/list',
      (pageSize) => ({ pageSize, filters: { post: postId } }),
    ],
    [
      'popular, following',
      'POST',
      '/api/v1/post/popular',
      (pageSize) => ({ pageSize, filter: 'following' }),
    ],
    [
      "a profile's posts",
      'POST',
      '/api/v1/post/list',
      (pageSize) => ({ pageSize, filters: { author: authorId } }),
    ],
    [
      'my own posts',
      'POST',
      '/api/v1/post/list',
      (pageSize) => ({ pageSize, filters: { author: myId } }),
    ],
    ['people', 'POST', '/api/v1/user/list', (pageSize) => ({ pageSize })],
    [
      'people, searched',
      'POST',
      '/api/v1/user/list',
      (pageSize) => ({ pageSize, filters: { search: 'Person' } }),
    ],
    ['followers', 'POST', '/api/v1/user/followers', (pageSize) => ({ pageSize, userId: myId })],
    ['following', 'POST', '/api/v1/user/following', (pageSize) => ({ pageSize, userId: myId })],
    ['notifications', 'GET', '/api/v1/notifications', () => undefined],
  ];

  /** The statements a page of `size` costs, and the items it holds. */
  const costOf = async (
    list: (typeof lists)[number],
    viewer: Record<string, string>,
    size: number,
  ) => {
    const [, method, url, body] = list;
    counter.reset();
    const payload = body(size);
    const response = await t.inject({
      method,
      url: method === 'GET' ? `${url}?pageSize=${size}` : url,
      headers: viewer,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(200);
    return { statements: counter.count, items: itemsIn(response.json().data) };
  };

  /** A page of 20 costs no more than one of 3, but for `extra` reads of where it starts. */
  const expectFlat = async (
    list: (typeof lists)[number],
    viewer: Record<string, string>,
    extra: number,
  ) => {
    // Popular Today tells a busy day from a quiet one once in a while, not on every page.
    // (Another size: the same request again would be answered from the cached lists.)
    await costOf(list, viewer, 7);
    const { statements: small, items: fewItems } = await costOf(list, viewer, 3);
    const { statements: large, items: manyItems } = await costOf(list, viewer, 20);
    // Each list has more than a small page's worth for this viewer, so it is a fair test.
    expect(manyItems).toBeGreaterThan(fewItems);
    expect(large).toBeGreaterThanOrEqual(small);
    expect(large).toBeLessThanOrEqual(small + extra);
    expect(small).toBeLessThanOrEqual(4 + extra);
  };

  it.each(lists)(
    '%s costs the same number of statements for 3 items as for 20',
    async (...list) => {
      // The Following feed looks for where a page starts, then in widening windows: a page
      // of 3 may be found in the first, one of 20 only in the whole list. A People search
      // first asks whether its text has many matches (db/people-search.ts).
      const extra = { 'following feed': FOLLOWING_EXTRA_READS, 'people, searched': 1 }[list[0]];
      await expectFlat(list, headers, extra ?? 0);
    },
  );

  it.each(lists.filter(([name]) => /feed|tag|profile|own posts/.test(name)))(
    '%s, for a viewer who mutes words, costs one statement more at most (its window)',
    async (...list) => {
      const windows = list[0] === 'following feed' ? FOLLOWING_EXTRA_READS : 0;
      await expectFlat(list, muterHeaders, windows + 1);
    },
  );
});

/**
 * Lists answered whole, without a page size: each stays one set of statements however many
 * rows it answers. Each list gets a new viewer, given 2 rows and then 10 more.
 */
describe.each(testDatabaseKinds)('queries per unpaged list on %s', (kind) => {
  const counter = queryCounter();
  let t: TestApp;
  useCountedTestApp(kind, counter, (app) => {
    t = app;
  });

  const send = async (who: TestPerson, method: 'GET' | 'POST', path: string, payload?: object) => {
    const response = await t.inject({
      method,
      url: `/api/v1${path}`,
      headers: who.headers,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, `${method} ${path}`).toBeLessThan(300);
    return response.json().data;
  };
  /** `count` other people, each doing `act` toward the viewer (or the viewer toward them). */
  const withPeople = async (count: number, act: (person: TestPerson) => Promise<unknown>) => {
    for (let i = 0; i < count; i++) await act(await t.signedInUser());
  };

  type UnpagedList = {
    name: string;
    path: string;
    /** How many rows an answer holds, if not every item of it. */
    rows?: (data: Record<string, unknown>) => number;
    /** Gives the viewer `count` more rows of the list. */
    add: (viewer: TestPerson, count: number, added: number) => Promise<unknown>;
    prepare?: (viewer: TestPerson) => Promise<unknown>;
  };
  /** A list of the people the viewer did `action` to. */
  const peopleActedOn = (name: string, path: string, action: string): UnpagedList => ({
    name,
    path,
    add: (viewer, count) =>
      withPeople(count, (person) => send(viewer, 'POST', action, { userId: person.user._id })),
  });
  const lists: UnpagedList[] = [
    peopleActedOn('blocked people', '/user/blocked', '/user/block'),
    peopleActedOn('muted people', '/user/muted', '/user/mute'),
    {
      name: 'follow requests',
      path: '/user/follow-requests',
      prepare: (viewer) => t.makePrivate(viewer),
      add: (viewer, count) => withPeople(count, (person) => t.follow(person, viewer.user._id)),
    },
    {
      name: 'muted words',
      path: '/user/muted-words',
      add: async (viewer, count, added) => {
        for (let i = 0; i < count; i++) await t.muteWord(viewer, `word${added + i}`);
      },
    },
    {
      name: 'devices',
      path: '/auth/sessions',
      // The viewer's own session is the first row.
      rows: (data) => itemsIn(data) - 1,
      add: async (viewer, count) => {
        for (let i = 0; i < count; i++) await t.logIn(viewer.input.email, viewer.input.password);
      },
    },
    {
      name: 'the moderation log',
      path: '/moderation/log',
      prepare: (viewer) =>
        t.db
          .updateTable('users')
          .set({ role: 'moderator' })
          .where('id', '=', viewer.user._id)
          .execute(),
      add: (viewer, count) =>
        withPeople(count, async (person) => {
          const id = await t.writePost(person, 'to be removed');
          await send(viewer, 'POST', '/moderation/remove', { targetKind: 'post', targetId: id });
        }),
    },
  ];

  it.each(lists.map((list) => [list.name, list] as const))(
    '%s costs the same number of statements for 2 rows as for 12',
    async (_name, { path, rows, add, prepare }) => {
      const viewer = await t.signedInUser();
      await prepare?.(viewer);
      const cost = async () => {
        counter.reset();
        const data = await send(viewer, 'GET', path);
        return { statements: counter.count, rows: (rows ?? itemsIn)(data) };
      };
      await add(viewer, 2, 0);
      const few = await cost();
      await add(viewer, 10, 2);
      const many = await cost();
      expect([few.rows, many.rows]).toEqual([2, 12]);
      expect(many.statements).toBe(few.statements);
    },
  );

  it('suggests 20 people in as many statements as 3', async () => {
    const viewer = await t.signedInUser();
    const friend = await t.signedInUser();
    await t.follow(viewer, friend.user._id);
    await withPeople(22, (person) => t.follow(friend, person.user._id));
    const cost = async (limit: number) => {
      counter.reset();
      const data = await send(viewer, 'GET', `/user/suggestions?limit=${limit}`);
      return { statements: counter.count, rows: data.userList.length };
    };
    const few = await cost(3);
    const many = await cost(20);
    expect([few.rows, many.rows]).toEqual([3, 20]);
    expect(many.statements).toBe(few.statements);
  });

  it('lists 12 trending tags in as many statements as 2', async () => {
    const viewer = await t.signedInUser();
    const author = await t.signedInUser();
    const tagPosts = async (from: number, count: number) => {
      for (let i = from; i < from + count; i++) await t.writePost(author, `about #topic${i}`);
    };
    const cost = async () => {
      counter.reset();
      const data = await send(viewer, 'GET', '/tags/trending');
      return { statements: counter.count, rows: data.tags.length };
    };
    await tagPosts(0, 2);
    const few = await cost();
    await tagPosts(2, 10);
    const many = await cost();
    expect(many.rows).toBeGreaterThan(few.rows);
    expect(many.statements).toBe(few.statements);
  });
});

describe.each(testDatabaseKinds)('the report queue on %s', (kind) => {
  const counter = queryCounter();

  it('costs the same number of statements for 2 reported targets as for 20', async () => {
    const t = await countedTestApp(kind, counter);
    try {
      const moderator = await t.signedInUser();
      await t.db
        .updateTable('users')
        .set({ role: 'moderator' })
        .where('id', '=', moderator.user._id)
        .execute();
      const reporter = await t.signedInUser();
      const author = await t.signedInUser();
      const reportPosts = async (count: number) => {
        for (let i = 0; i < count; i++) {
          const id = await t.writePost(author, `reported ${i}`, i % 2 ? 'private' : 'public');
          const report = await t.inject({
            method: 'POST',
            url: '/api/v1/reports',
            headers: reporter.headers,
            payload: { targetKind: 'post', targetId: id, reason: 'spam' },
          });
          expect(report.statusCode).toBe(201);
        }
      };
      const cost = async () => {
        counter.reset();
        const queue = await t.inject({
          method: 'GET',
          url: '/api/v1/moderation/reports',
          headers: moderator.headers,
        });
        expect(queue.statusCode).toBe(200);
        return { statements: counter.count, groups: queue.json().data.groups.length };
      };
      await reportPosts(2);
      const few = await cost();
      await reportPosts(18);
      const many = await cost();
      expect([few.groups, many.groups]).toEqual([2, 20]);
      expect(many.statements).toBe(few.statements);
    } finally {
      await t.close();
    }
  });
});

/**
 * Every statement of a write is a round trip inside its transaction on PostgreSQL, holding
 * the transaction's row locks meanwhile: a post or a reaction runs only the statements its
 * content needs.
 */
describe.each(testDatabaseKinds)('statements per write on %s', (kind) => {
  const counter = queryCounter();
  let t: TestApp;
  useCountedTestApp(kind, counter, (app) => {
    t = app;
  });

  const statementsOf = async (request: Parameters<TestApp['inject']>[0]) => {
    counter.reset();
    const response = await t.inject(request);
    expect(response.statusCode).toBeLessThan(300);
    return counter.count;
  };

  it('writes a post in four statements on SQLite, two on PostgreSQL, with its tags and its key', async () => {
    const author = await t.signedInUser();
    const post = (content: string, headers: Record<string, string> = {}) =>
      statementsOf({
        method: 'POST',
        url: '/api/v1/post/new',
        headers: { ...author.headers, ...headers },
        payload: { content },
      });
    // SQLite: the session, the post, its author's count and the post as its author sees it:
    // no tags or mentions to clear on a post just written, no images to read back when none
    // came. PostgreSQL, where each is a round trip: the session, then one statement for all.
    expect(await post('nothing to tag')).toBe(kind === 'sqlite' ? 4 : 2);
    // A tag adds its rows: a statement of its own on SQLite, a part of the one on PostgreSQL.
    expect(await post('a #tag')).toBe(kind === 'sqlite' ? 5 : 2);
    // As the web app sends it, with an Idempotency-Key: on SQLite the key claimed (with the
    // old ones let go, one statement more), then the answer kept on it; on PostgreSQL the key
    // and its answer are parts of the one statement.
    const keyed = { 'idempotency-key': 'once' };
    expect(await post('nothing to tag', keyed)).toBe(kind === 'sqlite' ? 7 : 2);
    // A retry finds the key held: on PostgreSQL the one statement writes nothing, and the
    // first answer is then read as on SQLite (the claim, then the key's row).
    expect(await post('nothing to tag', keyed)).toBe(4);
    // A mention has people to look up and tell: the post goes the way of SQLite's steps.
    await t.signedInUser({ username: 'mentioned_one' });
    expect(await post('hello @mentioned_one')).toBe(kind === 'sqlite' ? 9 : 7);
  });

  it('writes a named comment in two statements on PostgreSQL, with its key and its notice', async () => {
    const author = await t.signedInUser();
    const reader = await t.signedInUser({ username: 'comment_reader' });
    const postId = await t.writePost(author, 'comment on me');
    const comment = (content: string, extra: object = {}, headers: Record<string, string> = {}) =>
      statementsOf({
        method: 'POST',
        url: '/api/v1/comment/new',
        headers: { ...reader.headers, ...headers },
        payload: { comment: { content, post: postId, ...extra } },
      });
    const sqlite = kind === 'sqlite';
    // SQLite: the session, the post as the reader may see it, its count, the comment, the
    // author's notice and the comment read back; with a key, its claim (two statements) and
    // the answer kept on it. PostgreSQL, where each is a round trip (it took six, and a
    // transaction, before): the session, then one statement for all, the key included.
    expect(await comment('hello')).toBe(sqlite ? 6 : 2);
    expect(await comment('hello', {}, { 'idempotency-key': 'once' })).toBe(sqlite ? 9 : 2);
    // Whatever else a comment needs goes the way of SQLite's steps, in a transaction.
    expect(await comment('as Anonymous', { visibility: 'private' })).toBeGreaterThan(2);
    expect(await comment('hello @comment_reader')).toBeGreaterThan(2);
  });

  it('reacts in two statements on PostgreSQL, five on SQLite', async () => {
    const author = await t.signedInUser();
    const reader = await t.signedInUser();
    const postId = await t.writePost(author, 'react to me');
    const react = (kind: string) =>
      statementsOf({
        method: 'POST',
        url: `/api/v1/post/${postId}/react`,
        headers: reader.headers,
        payload: { kind },
      });
    // SQLite: the session, the post with the viewer's marks, the mark, the count, the author's
    // notice. PostgreSQL, where each is a round trip: the session, then one statement for all.
    expect(await react('like')).toBe(kind === 'sqlite' ? 5 : 2);
    // A share also writes its repost.
    expect(await react('share')).toBe(kind === 'sqlite' ? 6 : 2);
    expect(await react('share')).toBe(kind === 'sqlite' ? 5 : 2);
  });

  it('reacts to a comment in two statements on PostgreSQL, five on SQLite', async () => {
    const author = await t.signedInUser();
    const reader = await t.signedInUser();
    const postId = await t.writePost(author, 'a thread');
    const commented = await t.inject({
      method: 'POST',
      url: '/api/v1/comment/new',
      headers: author.headers,
      payload: { comment: { content: 'react to me', post: postId } },
    });
    const commentId = commented.json().data.comment._id;
    const react = (payload: object) =>
      statementsOf({
        method: 'POST',
        url: `/api/v1/comment/${commentId}/react`,
        headers: reader.headers,
        payload,
      });
    // SQLite: the session, the comment with the viewer's marks, the mark, the count, the
    // author's notice; the answer is built from them, not read again. PostgreSQL: the
    // session, then one statement for all.
    expect(await react({ kind: 'like' })).toBe(kind === 'sqlite' ? 5 : 2);
    // Undone: no notice.
    expect(await react({ kind: 'like' })).toBe(kind === 'sqlite' ? 4 : 2);
  });
});
