import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import { idAt } from '../../lib/ids';

describe.each(testDatabaseKinds)('search and Popular Today on %s', (kind) => {
  let t: TestApp;
  let ann: TestPerson;
  let viewer: TestPerson;
  const write = (who: TestPerson, content: string, visibility = 'public') =>
    t.writePost(who, content, visibility);
  const search = async (who: TestPerson, text: string, extra: object = {}) => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/post/list',
      headers: who.headers,
      payload: { filters: { search: text }, ...extra },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      postList: { _id: string; content: string }[];
      nextCursor: string | null;
      hasMore: boolean;
    };
  };
  const contents = async (who: TestPerson, text: string) =>
    (await search(who, text)).postList.map((p) => p.content);

  beforeAll(async () => {
    t = await createTestApp(kind);
    ann = await t.signedInUser({ name: 'Annika Searchwriter', username: 'annika_writes' });
    viewer = await t.signedInUser();
    await write(ann, 'I love photography at dawn');
    await write(ann, 'Photo walk: photography, photography and more photography');
    await write(ann, 'Nothing to see here');
    await write(ann, '東京の写真がとても好きです');
    await write(ann, 'Привет, мир! Фотография');
    await write(ann, 'Sunny day ☀️ with 🌵 cactus');
    await write(ann, 'He said "hello" and left; DROP TABLE posts; -- 100% sure');
  });
  afterAll(async () => {
    await t.close();
  });

  it('matches prefixes as a person types, most relevant first', async () => {
    const found = await contents(viewer, 'photo');
    expect(found).toHaveLength(2);
    expect(found[0]).toBe('Photo walk: photography, photography and more photography');
    expect(await contents(viewer, 'PHOTOGRAPHY dawn')).toEqual(['I love photography at dawn']);
  });

  it('finds words in any script and emoji', async () => {
    expect(await contents(viewer, '写真')).toEqual(['東京の写真がとても好きです']);
    expect(await contents(viewer, 'фотограф')).toEqual(['Привет, мир! Фотография']);
    expect(await contents(viewer, '🌵')).toEqual(['Sunny day ☀️ with 🌵 cactus']);
  });

  it('matches letters beyond ASCII case aside, words under three letters too', async () => {
    // Short words are matched by LIKE, which on SQLite folded ASCII letters only.
    const privet = ['Привет, мир! Фотография'];
    for (const text of ['пр', 'ПР', 'ПРИВЕТ', 'привет МИР', 'фОТОГРАФИЯ']) {
      expect(await contents(viewer, text), text).toEqual(privet);
    }
  });

  it('finds a piece from inside a long word, and a term only where it stands in one piece', async () => {
    const kim = await t.signedInUser();
    await write(kim, 'A kestrelgraph and some graphowls');
    await write(kim, 'C++ tips, day 1: a.b notation');
    expect(await contents(viewer, 'tograph')).toHaveLength(2);
    expect(await contents(viewer, 'OTOGRAPHY,')).toEqual([
      'Photo walk: photography, photography and more photography',
    ]);
    expect(await contents(viewer, 'walk:')).toEqual([
      'Photo walk: photography, photography and more photography',
    ]);
    // Every piece of five letters of 'kestrelgraphowls' is in the post, but not the word.
    expect(await contents(viewer, 'kestrelgraph graphowls')).toEqual([
      'A kestrelgraph and some graphowls',
    ]);
    expect(await contents(viewer, 'kestrelgraphowls')).toEqual([]);
    expect(await contents(viewer, 'strelgr')).toEqual(['A kestrelgraph and some graphowls']);
    // No word of three letters: read from the newest posts, as short words are.
    expect(await contents(viewer, 'c++')).toEqual(['C++ tips, day 1: a.b notation']);
    expect(await contents(viewer, 'A.B c++')).toEqual(['C++ tips, day 1: a.b notation']);
  });

  it('treats quotes, operators and SQL as plain text', async () => {
    for (const text of [
      '"hello"',
      'DROP TABLE posts;',
      "'; --",
      '100%',
      'AND OR NOT',
      'NEAR(a b)',
      '*',
      '"unbalanced',
      'a_b\\c',
      ')(',
    ]) {
      await search(viewer, text);
    }
    expect(await contents(viewer, '"hello"')).toEqual([
      'He said "hello" and left; DROP TABLE posts; -- 100% sure',
    ]);
    expect(await contents(viewer, '100%')).toEqual([
      'He said "hello" and left; DROP TABLE posts; -- 100% sure',
    ]);
    expect(await contents(viewer, 'zzzqqq')).toEqual([]);
  });

  it('searches within a profile: only that author’s named posts', async () => {
    const rita = await t.signedInUser();
    await write(rita, 'harbour lights by rita');
    await write(rita, 'harbour lights, anonymously', 'private');
    await write(ann, 'harbour lights by ann');
    const found = await search(viewer, 'harbour lights', {
      filters: { search: 'harbour lights', author: rita.user._id },
    });
    expect(found.postList.map((p) => p.content)).toEqual(['harbour lights by rita']);
  });

  it('pages through results with the cursor without repeats', async () => {
    const paul = await t.signedInUser();
    for (let i = 0; i < 5; i++) await write(paul, `pagination marker ${i}`);
    const first = await search(viewer, 'pagination marker', { pageSize: 2 });
    const second = await search(viewer, 'pagination marker', {
      pageSize: 2,
      cursor: first.nextCursor,
    });
    const third = await search(viewer, 'pagination marker', {
      pageSize: 2,
      cursor: second.nextCursor,
    });
    const ids = [...first.postList, ...second.postList, ...third.postList].map((p) => p._id);
    expect(new Set(ids).size).toBe(5);
    expect(third.hasMore).toBe(false);
  });

  it('never finds what the viewer may not see, nor an anonymous post by its author', async () => {
    const secret = await t.signedInUser({ name: 'Quentin Hidden', username: 'quentin_hidden' });
    await write(secret, 'quokka confession under my own name');
    await write(secret, 'quokka confession without a name', 'private');
    await t.makePrivate(secret);
    const blocker = await t.signedInUser();
    await write(blocker, 'quokka sighting by a blocker');
    await t.inject({
      method: 'POST',
      url: '/api/v1/user/block',
      headers: blocker.headers,
      payload: { userId: viewer.user._id },
    });

    expect(await contents(viewer, 'quokka')).toEqual(['quokka confession without a name']);
    for (const byAuthor of ['Quentin', 'quentin_hidden', 'Hidden'])
      expect(await contents(viewer, byAuthor)).toEqual([]);
    const hit = (await search(viewer, 'quokka')).postList[0] as unknown as { author: unknown };
    expect(hit.author).toBeNull();
  });

  it('ranks the best matches first, however many weaker ones came after them', async () => {
    const older = await t.signedInUser();
    const newer = await t.signedInUser();
    // The best matches are the oldest: 110 weaker ones come after them.
    for (let i = 0; i < 3; i++) await write(older, `okapi okapi okapi, best ${i}`);
    for (let i = 0; i < 110; i++) await write(newer, `an okapi ${i}`);
    const found = await contents(viewer, 'okapi');
    expect(found.slice(0, 4)).toEqual([
      'okapi okapi okapi, best 2',
      'okapi okapi okapi, best 1',
      'okapi okapi okapi, best 0',
      'an okapi 109',
    ]);
  });

  it('still fills the page when the best matches are all hidden from the viewer', async () => {
    const loud = await t.signedInUser();
    const quiet = await t.signedInUser();
    const reader = await t.signedInUser();
    // More best matches than a page holds, all by someone the reader blocked.
    for (let i = 0; i < 110; i++) await write(loud, `tapir tapir tapir ${i}`);
    for (let i = 0; i < 3; i++) await write(quiet, `a tapir, visible ${i}`);
    await t.inject({
      method: 'POST',
      url: '/api/v1/user/block',
      headers: reader.headers,
      payload: { userId: loud.user._id },
    });
    expect(await contents(reader, 'tapir')).toEqual([
      'a tapir, visible 2',
      'a tapir, visible 1',
      'a tapir, visible 0',
    ]);
    expect((await contents(viewer, 'tapir')).slice(0, 2)).toEqual([
      'tapir tapir tapir 109',
      'tapir tapir tapir 108',
    ]);
  });

  it('keeps search in step with edits and deletions', async () => {
    const id = await write(ann, 'ephemeral xylophone');
    await t.editPost(ann, id, { content: 'permanent marimba' });
    expect(await contents(viewer, 'xylophone')).toEqual([]);
    expect(await contents(viewer, 'marimba')).toEqual(['permanent marimba']);
    await t.inject({ method: 'DELETE', url: `/api/v1/post/${id}`, headers: ann.headers });
    expect(await contents(viewer, 'marimba')).toEqual([]);
  });

  describe('Popular Today', () => {
    const popular = async (who: TestPerson, filter: 'all' | 'following') =>
      (
        await t.inject({
          method: 'POST',
          url: '/api/v1/post/popular',
          headers: who.headers,
          payload: { window: 'today', filter },
        })
      )
        .json()
        .data.postList.map((p: { content: string }) => p.content);

    it('ranks the last day by engagement and leaves older posts out', async () => {
      const fans = await t.signedInUsers(3);
      const star = await write(ann, 'popular star post');
      const minor = await write(ann, 'popular minor post');
      const old = await write(ann, 'popular but old post');
      for (const fan of fans) {
        await t.inject({
          method: 'POST',
          url: `/api/v1/post/${star}/react`,
          headers: fan.headers,
          payload: { kind: 'share' },
        });
        await t.inject({
          method: 'POST',
          url: `/api/v1/post/${old}/react`,
          headers: fan.headers,
          payload: { kind: 'share' },
        });
      }
      await t.inject({
        method: 'POST',
        url: `/api/v1/post/${minor}/react`,
        headers: viewer.headers,
        payload: { kind: 'like' },
      });
      await t.db
        .updateTable('posts')
        .set({ created_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
        .where('id', '=', old)
        .execute();
      const list = await popular(viewer, 'all');
      expect(list.indexOf('popular star post')).toBeLessThan(list.indexOf('popular minor post'));
      expect(list).not.toContain('popular but old post');
    });

    it('still fills the page when the best posts of the day are all hidden from the viewer', async () => {
      const loud = await t.signedInUser();
      const quiet = await t.signedInUser();
      const reader = await t.signedInUser();
      // More top posts than the ranking checks at first, all by someone the reader blocked.
      for (let i = 0; i < 130; i++) await write(loud, `loud post ${i}`);
      await t.db
        .updateTable('posts')
        .set({ likes_count: 1000 })
        .where('author_id', '=', loud.user._id)
        .execute();
      await write(quiet, 'quiet but visible post');
      await t.inject({
        method: 'POST',
        url: '/api/v1/user/block',
        headers: reader.headers,
        payload: { userId: loud.user._id },
      });
      const list = await popular(reader, 'all');
      expect(list).toContain('quiet but visible post');
      expect(list.filter((content: string) => content.startsWith('loud'))).toEqual([]);
      expect((await popular(viewer, 'all')).slice(0, 3)).toEqual([
        'loud post 129',
        'loud post 128',
        'loud post 127',
      ]);
      // The tests after this one share the day's ranking.
      await t.db.deleteFrom('posts').where('author_id', '=', loud.user._id).execute();
    });

    it('with Following, ranks the day of the people followed and the reader, less what the reader muted', async () => {
      const reader = await t.signedInUser();
      const friend = await t.signedInUser();
      const stranger = await t.signedInUser();
      await t.follow(reader, friend.user._id);
      await t.muteWord(reader, 'spoiler');
      const liked = async (id: string, likes: number, hoursAgo = 0) => {
        const at = new Date(Date.now() - hoursAgo * 3600_000).toISOString();
        await t.db
          .updateTable('posts')
          .set({ likes_count: likes, created_at: at })
          .where('id', '=', id)
          .execute();
      };
      await liked(await write(friend, 'friend modest post'), 1);
      await liked(await write(friend, 'friend top post'), 9);
      await liked(await write(friend, 'friend spoiler post'), 20);
      await liked(await write(friend, 'friend post of yesterday'), 30, 25);
      await liked(await write(reader, 'reader own post'), 5);
      await liked(await write(stranger, 'stranger post'), 50);
      expect(await popular(reader, 'following')).toEqual([
        'friend top post',
        'reader own post',
        'friend modest post',
      ]);
    });

    it('with Following, shows only named posts of people followed, never anonymous ones', async () => {
      const followed = await t.signedInUser();
      await write(followed, 'followed named post');
      await write(followed, 'followed anonymous post', 'private');
      const reader = await t.signedInUser();
      await t.follow(reader, followed.user._id);
      expect(await popular(reader, 'following')).toEqual(['followed named post']);
      expect(await popular(reader, 'all')).toEqual(
        expect.arrayContaining(['followed named post', 'followed anonymous post']),
      );
    });
  });
});

/** Search is asked afresh each time: new posts, edits and deletions show at once. */
describe.each(testDatabaseKinds)('search kept in step with writes on %s', (kind) => {
  let t: TestApp;
  let author: TestPerson;
  let viewer: TestPerson;
  const found = (text: string) => t.searchedContents(viewer, text);
  /** A post as written a minute ago, straight into the table. */
  const writtenEarlier = async (content: string) => {
    const at = new Date(Date.now() - 60_000).toISOString();
    const id = idAt(Date.now() - 60_000);
    await t.db
      .insertInto('posts')
      .values({
        id,
        author_id: author.user._id,
        content,
        visibility: 'public',
        created_at: at,
        updated_at: at,
      })
      .execute();
    return id;
  };

  beforeAll(async () => {
    // Without cached lists, so that each search asks the database.
    t = await createTestApp(kind, { listCacheBytes: 0 });
    author = await t.signedInUser();
    viewer = await t.signedInUser();
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds a post written after the same search was asked', async () => {
    await t.writePost(author, 'lighthouse one');
    expect(await found('lighthouse')).toEqual(['lighthouse one']);
    await t.writePost(author, 'lighthouse two');
    expect(await found('LIGHTHOUSE')).toEqual(['lighthouse two', 'lighthouse one']);
  });

  it('finds an older post edited to hold the words after they were searched', async () => {
    const id = await writtenEarlier('an old note');
    expect(await found('walrus')).toEqual([]);
    const edited = await t.editPost(author, id, { content: 'an old note about a walrus' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await found('walrus')).toEqual(['an old note about a walrus']);
  });

  it('drops at once a post edited not to hold them, or deleted', async () => {
    const id = await t.writePost(author, 'a narwhal passed');
    const other = await t.writePost(author, 'another narwhal');
    expect(await found('narwhal')).toHaveLength(2);
    await t.editPost(author, id, { content: 'a whale passed' });
    expect(await found('narwhal')).toEqual(['another narwhal']);
    await t.inject({ method: 'DELETE', url: `/api/v1/post/${other}`, headers: author.headers });
    expect(await found('narwhal')).toEqual([]);
  });
});
