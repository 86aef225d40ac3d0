import { messages } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';

describe.each(testDatabaseKinds)('posts on %s', (kind) => {
  let t: TestApp;
  let ann: Awaited<ReturnType<TestApp['signedInUser']>>;
  let bob: Awaited<ReturnType<TestApp['signedInUser']>>;
  const newPost = (
    headers: Record<string, string>,
    payload: unknown,
    extra: Record<string, string> = {},
  ) =>
    t.inject({
      method: 'POST',
      url: '/api/v1/post/new',
      headers: { ...headers, ...extra },
      payload: payload as object,
    });
  const list = (headers: Record<string, string>, payload: object = {}) =>
    t.inject({ method: 'POST', url: '/api/v1/post/list', headers, payload });

  beforeAll(async () => {
    t = await createTestApp(kind);
    ann = await t.signedInUser({ name: 'Ann Author' });
    bob = await t.signedInUser({ name: 'Bob Reader' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a post and answers it in the contract shape', async () => {
    const response = await newPost(ann.headers, {
      content: '  Hello\nworld  ',
      visibility: 'public',
    });
    expect(response.statusCode).toBe(201);
    const { post } = response.json().data;
    expect(post).toMatchObject({
      content: 'Hello\nworld',
      visibility: 'public',
      edited: false,
      isMine: true,
      author: {
        _id: ann.user._id,
        name: 'Ann Author',
        username: ann.user.username,
        profile_pic: '',
      },
      counts: { likes: 0, hugs: 0, shares: 0, comments: 0 },
      viewer: { liked: false, hugged: false, shared: false, saved: false },
    });
    expect(response.json().message).toBe(messages.postCreated);
  });

  it.each([
    ['empty content', { content: '' }, 'content', messages.contentRequired],
    ['whitespace content', { content: ' \n\t ' }, 'content', messages.contentRequired],
    ['missing content', {}, 'content', messages.contentRequired],
    ['2001 characters', { content: 'x'.repeat(2001) }, 'content', messages.contentTooLong],
    [
      'unknown visibility',
      { content: 'hi', visibility: 'friends' },
      'visibility',
      messages.visibilityInvalid,
    ],
  ])('refuses %s with 400 and its message', async (_, payload, path, message) => {
    const response = await newPost(ann.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message,
      errors: [{ path, message }],
    });
  });

  it('accepts exactly 2000 characters and keeps text as typed, never as HTML', async () => {
    const content = `<script>alert(1)</script> & ${'y'.repeat(1970)}`.slice(0, 2000);
    const response = await newPost(ann.headers, { content });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.post.content).toBe(content);
  });

  it('ignores an author sent in the body: the token decides', async () => {
    const response = await newPost(bob.headers, {
      content: 'mine',
      author: ann.user._id,
      likes_count: 99,
    });
    expect(response.json().data.post.author._id).toBe(bob.user._id);
    expect(response.json().data.post.counts.likes).toBe(0);
  });

  it('lists newest first with cursor pagination that neither skips nor repeats', async () => {
    const carol = await t.signedInUser();
    const ids: string[] = [];
    for (let i = 0; i < 7; i++)
      ids.push((await newPost(carol.headers, { content: `page post ${i}` })).json().data.post._id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await list(carol.headers, {
        pageSize: 3,
        cursor,
        filters: { author: carol.user._id },
      });
      const data = response.json().data;
      seen.push(...data.postList.map((p: { _id: string }) => p._id));
      expect(data.hasMore).toBe(data.nextCursor !== null);
      cursor = data.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());

    const page2 = await list(carol.headers, {
      pageNum: 2,
      pageSize: 3,
      filters: { author: carol.user._id },
    });
    expect(page2.json().data.postList.map((p: { _id: string }) => p._id)).toEqual(
      [...ids].reverse().slice(3, 6),
    );
  });

  it('refuses a forged cursor and a page size over 100 with 400', async () => {
    expect((await list(ann.headers, { cursor: 'not-a-cursor' })).statusCode).toBe(400);
    expect((await list(ann.headers, { pageSize: 101 })).statusCode).toBe(400);
    expect((await list(ann.headers, { pageNum: 0 })).statusCode).toBe(400);
  });

  it('reads one post, and answers 404 for an unknown or malformed id', async () => {
    const id = (await newPost(ann.headers, { content: 'single' })).json().data.post._id;
    const response = await t.inject({
      method: 'GET',
      url: `/api/v1/post/${id}`,
      headers: bob.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.post).toMatchObject({
      _id: id,
      isMine: false,
      author: { _id: ann.user._id },
    });
    const unknown = await t.inject({
      method: 'GET',
      url: '/api/v1/post/01a2055b-a019-7441-931f-74e5443da323',
      headers: bob.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: messages.postNotFound });
    expect(
      (await t.inject({ method: 'GET', url: '/api/v1/post/nope', headers: bob.headers }))
        .statusCode,
    ).toBe(400);
  });

  it('lets only the author edit or delete, and marks edits', async () => {
    const id = (await newPost(ann.headers, { content: 'first draft' })).json().data.post._id;
    const forbiddenEdit = await t.editPost(bob, id, { content: 'hijack' });
    expect(forbiddenEdit.statusCode).toBe(403);
    expect(forbiddenEdit.json().message).toBe(messages.onlyEditOwnPosts);
    const forbiddenDelete = await t.inject({
      method: 'DELETE',
      url: `/api/v1/post/${id}`,
      headers: bob.headers,
    });
    expect(forbiddenDelete.statusCode).toBe(403);

    const edit = await t.editPost(ann, id, { content: 'second draft' });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.post).toMatchObject({ content: 'second draft', edited: true });
    const bad = await t.editPost(ann, id, { content: '' });
    expect(bad.statusCode).toBe(400);

    expect(
      (await t.inject({ method: 'DELETE', url: `/api/v1/post/${id}`, headers: ann.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.inject({ method: 'GET', url: `/api/v1/post/${id}`, headers: ann.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.inject({ method: 'DELETE', url: `/api/v1/post/${id}`, headers: ann.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps postsCount to posts under the author’s name', async () => {
    const dee = await t.signedInUser();
    const me = async () =>
      (await t.inject({ method: 'GET', url: '/api/v1/user/me', headers: dee.headers })).json().data
        .user.postsCount;
    const pub = (await newPost(dee.headers, { content: 'named' })).json().data.post._id;
    await newPost(dee.headers, { content: 'hidden', visibility: 'private' });
    expect(await me()).toBe(1);
    await t.editPost(dee, pub, { visibility: 'private' });
    expect(await me()).toBe(0);
    await t.inject({ method: 'DELETE', url: `/api/v1/post/${pub}`, headers: dee.headers });
    expect(await me()).toBe(0);
    const other = (await newPost(dee.headers, { content: 'named again' })).json().data.post._id;
    expect(await me()).toBe(1);
    await t.inject({ method: 'DELETE', url: `/api/v1/post/${other}`, headers: dee.headers });
    expect(await me()).toBe(0);
  });

  describe('reactions and saves', () => {
    it('toggles each reaction, counting once per person however often it is sent', async () => {
      const id = (await newPost(ann.headers, { content: 'react to me' })).json().data.post._id;
      const react = (payload: object, headers = bob.headers) =>
        t.inject({ method: 'POST', url: `/api/v1/post/${id}/react`, headers, payload });
      const on = await react({ kind: 'like' });
      expect(on.json().data).toEqual({
        counts: { likes: 1, hugs: 0, shares: 0, comments: 0 },
        viewer: { liked: true, hugged: false, shared: false, saved: false },
      });
      expect((await react({ kind: 'like' })).json().data.counts.likes).toBe(0);
      for (let i = 0; i < 3; i++) await react({ kind: 'hug', active: true });
      expect((await react({ kind: 'share', active: true })).json().data.counts).toEqual({
        likes: 0,
        hugs: 1,
        shares: 1,
        comments: 0,
      });
      expect((await react({ kind: 'hug', active: false })).json().data.counts.hugs).toBe(0);
      expect((await react({ kind: 'hug', active: false })).json().data.counts.hugs).toBe(0);
      const bad = await react({ kind: 'love' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(messages.reactionInvalid);
    });

    it("moves only the reacted post's counts, however a reaction is set and undone", async () => {
      const postOf = async (content: string): Promise<string> =>
        (await newPost(ann.headers, { content })).json().data.post._id;
      const a = await postOf('react here');
      const b = await postOf('not here');
      const react = (id: string, payload: object) =>
        t.inject({
          method: 'POST',
          url: `/api/v1/post/${id}/react`,
          headers: bob.headers,
          payload,
        });
      const countsOf = async (id: string) =>
        (await t.inject({ method: 'GET', url: `/api/v1/post/${id}`, headers: ann.headers })).json()
          .data.post.counts;
      for (const kind of ['like', 'hug', 'share']) await react(b, { kind, active: true });
      for (const kind of ['like', 'hug', 'share']) {
        await react(a, { kind });
        await react(a, { kind });
        await react(a, { kind, active: true });
        await react(a, { kind, active: false });
      }
      expect(await countsOf(a)).toEqual({ likes: 0, hugs: 0, shares: 0, comments: 0 });
      expect(await countsOf(b)).toEqual({ likes: 1, hugs: 1, shares: 1, comments: 0 });
    });

    it('adds up concurrent reactions from many people exactly', async () => {
      const id = (await newPost(ann.headers, { content: 'popular' })).json().data.post._id;
      const people = await t.signedInUsers(12);
      await Promise.all(
        people.flatMap((p) => [
          t.inject({
            method: 'POST',
            url: `/api/v1/post/${id}/react`,
            headers: p.headers,
            payload: { kind: 'like', active: true },
          }),
          t.inject({
            method: 'POST',
            url: `/api/v1/post/${id}/react`,
            headers: p.headers,
            payload: { kind: 'like', active: true },
          }),
          t.inject({
            method: 'POST',
            url: `/api/v1/post/${id}/react`,
            headers: p.headers,
            payload: { kind: 'hug', active: true },
          }),
        ]),
      );
      const post = (
        await t.inject({ method: 'GET', url: `/api/v1/post/${id}`, headers: ann.headers })
      ).json().data.post;
      expect(post.counts).toMatchObject({ likes: 12, hugs: 12 });
      const rows = await t.db
        .selectFrom('post_reactions')
        .select('kind')
        .where('post_id', '=', id)
        .execute();
      expect(rows.filter((r) => r.kind === 'like')).toHaveLength(12);
    });

    it('saves and unsaves, and lists saved posts newest saved first', async () => {
      const a = (await newPost(ann.headers, { content: 'save a' })).json().data.post._id;
      const b = (await newPost(ann.headers, { content: 'save b' })).json().data.post._id;
      const erin = await t.signedInUser();
      const save = (id: string, payload: object = {}) =>
        t.inject({
          method: 'POST',
          url: `/api/v1/post/${id}/save`,
          headers: erin.headers,
          payload,
        });
      expect((await save(b)).json().data).toEqual({ saved: true });
      expect((await save(a, { active: true })).json().data).toEqual({ saved: true });
      expect((await save(a, { active: true })).json().data).toEqual({ saved: true });
      const saved = await t.inject({
        method: 'POST',
        url: '/api/v1/post/saved',
        headers: erin.headers,
        payload: { pageSize: 1 },
      });
      const first = saved.json().data;
      expect(first.postList.map((p: { _id: string }) => p._id)).toEqual([a]);
      expect(first.postList[0].viewer.saved).toBe(true);
      const next = await t.inject({
        method: 'POST',
        url: '/api/v1/post/saved',
        headers: erin.headers,
        payload: { pageSize: 1, cursor: first.nextCursor },
      });
      expect(next.json().data.postList.map((p: { _id: string }) => p._id)).toEqual([b]);
      expect((await save(a)).json().data).toEqual({ saved: false });
      const after = await t.inject({
        method: 'POST',
        url: '/api/v1/post/saved',
        headers: erin.headers,
        payload: {},
      });
      expect(after.json().data.postList.map((p: { _id: string }) => p._id)).toEqual([b]);
    });
  });

  it('replays a retried create with the same Idempotency-Key and writes one row', async () => {
    const frank = await t.signedInUser();
    const key = { 'idempotency-key': 'retry-1' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => newPost(frank.headers, { content: 'only once' }, key)),
    );
    const ids = new Set(answers.map((a) => a.json().data.post._id));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(ids.size).toBe(1);
    const rows = await t.db
      .selectFrom('posts')
      .select('id')
      .where('author_id', '=', frank.user._id)
      .execute();
    expect(rows).toHaveLength(1);
    const reused = await newPost(frank.headers, { content: 'something else' }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(messages.idempotencyKeyReused);
  });

  it('keeps an Idempotency-Key for a day: then it is claimed afresh and the old ones go', async () => {
    const gail = await t.signedInUser();
    const dayAndMinuteAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000).toISOString();
    const keyRow = (key: string, createdAt: string) => ({
      user_id: gail.user._id,
      key,
      route: 'post/new',
      request_hash: 'an earlier body',
      status_code: 201,
      response_body: '{"data":"an earlier answer"}',
      created_at: createdAt,
    });
    await t.db
      .insertInto('idempotency_keys')
      .values([
        keyRow('old-same', dayAndMinuteAgo),
        keyRow('old-other', dayAndMinuteAgo),
        keyRow('recent', new Date().toISOString()),
      ])
      .execute();
    const fresh = await newPost(
      gail.headers,
      { content: 'a new day' },
      { 'idempotency-key': 'old-same' },
    );
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().data.post.content).toBe('a new day');
    const replayed = await newPost(
      gail.headers,
      { content: 'a new day' },
      { 'idempotency-key': 'old-same' },
    );
    expect(replayed.json().data.post._id).toBe(fresh.json().data.post._id);
    const kept = await t.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('user_id', '=', gail.user._id)
      .orderBy('key')
      .execute();
    expect(kept.map((row) => row.key)).toEqual(['old-same', 'recent']);
    const reused = await newPost(
      gail.headers,
      { content: 'other' },
      { 'idempotency-key': 'recent' },
    );
    expect(reused.statusCode).toBe(422);
  });

  // On PostgreSQL a post without images or mentions is answered before it is written (its
  // key, the post, its tags and its author's count are one statement): the answer must be
  // the post exactly as its author then reads it, whichever way it was written.
  it.each([
    ['under a name', { content: 'plain words' }, {}],
    ['with tags', { content: 'a #Garden and a #garden and #light' }, {}],
    ['anonymous, with a tag', { content: 'no name #secret', visibility: 'private' }, {}],
    ['with a key', { content: 'sent once' }, { 'idempotency-key': 'read-back' }],
  ])('answers a new post %s as its author reads it back', async (_, payload, headers) => {
    const hana = await t.signedInUser({ name: 'Hana Before' });
    const renamed = await t.inject({
      method: 'PUT',
      url: '/api/v1/user/update',
      headers: hana.headers,
      payload: { name: 'Hana Renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    const created = await newPost(hana.headers, payload, headers);
    expect(created.statusCode).toBe(201);
    const { post } = created.json().data;
    const read = await t.inject({
      method: 'GET',
      url: `/api/v1/post/${post._id}`,
      headers: hana.headers,
    });
    expect(post).toEqual(read.json().data.post);
    expect(post.author).toMatchObject({ name: 'Hana Renamed' });
    const named = !('visibility' in payload);
    const tags = await t.db
      .selectFrom('post_tags')
      .select(['tag', 'person'])
      .where('post_id', '=', post._id)
      .orderBy('tag')
      .execute();
    const person = named ? hana.user._id : `post:${post._id}`;
    expect(tags).toEqual(post.tags.map((tag: string) => ({ tag, person })));
    const me = await t.inject({ method: 'GET', url: '/api/v1/user/me', headers: hana.headers });
    expect(me.json().data.user.postsCount).toBe(named ? 1 : 0);
  });

  it('answers 401 without a token on every posts endpoint', async () => {
    const id = '01a2055b-a019-7441-931f-74e5443da323';
    const calls = [
      ['POST', '/api/v1/post/new'],
      ['POST', '/api/v1/post/list'],
      ['POST', '/api/v1/post/saved'],
      ['GET', `/api/v1/post/${id}`],
      ['PUT', `/api/v1/post/${id}`],
      ['DELETE', `/api/v1/post/${id}`],
      ['POST', `/api/v1/post/${id}/react`],
      ['POST', `/api/v1/post/${id}/save`],
    ] as const;
    for (const [method, url] of calls) {
      const response = await t.inject({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
