import { messages } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../test/app';
import { testDatabaseKinds } from '../test/databases';

const NUL = '\u0000';
const LONE_HIGH = '\ud800';
const LONE_LOW = '\udc00';

/**
 * What an attacker types (PRODUCT.md §9): NUL and unpaired surrogates in any text are
 * refused with one clear message, and simply dropped from search terms; no body at all
 * means `{}`; JSON is at most 64 KiB everywhere. Nothing here may give a 5xx, on any database.
 */
describe.each(testDatabaseKinds)('hostile input on %s', (kind) => {
  let t: TestApp;
  let me: TestPerson;
  let postId: string;
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, who = me) =>
    t.inject({ method, url: `/api/v1${url}`, headers: who.headers, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp(kind);
    me = await t.signedInUser();
    postId = await t.writePost(me, 'a garden in spring');
  });
  afterAll(async () => {
    await t.close();
  });

  const refusesText = async (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: messages.textNotAllowed,
    });
  };

  it('refuses NUL and lone surrogates in every kind of text field, writing nothing', async () => {
    for (const bad of [NUL, LONE_HIGH, LONE_LOW, `a${LONE_LOW}${LONE_HIGH}b`]) {
      const signUp = await t.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        payload: {
          name: `Eve${bad}`,
          username: `eve_${Date.now()}`,
          email: `eve${Date.now()}@example.com`,
          phone: '+1 555 010 0000',
          password: 'a long and unusual passphrase',
        },
      });
      await refusesText(signUp);
      await refusesText(await send('POST', '/post/new', { content: `hi${bad}` }));
      await refusesText(
        await send('POST', '/comment/new', { comment: { content: `c${bad}`, post: postId } }),
      );
      await refusesText(await send('PUT', '/user/update', { name: `Me${bad}` }));
      await refusesText(await send('PUT', '/user/update', { bio: `bio${bad}` }));
      await refusesText(await send('POST', '/user/muted-words', { word: `w${bad}` }));
      await refusesText(
        await send('POST', '/reports', {
          targetKind: 'post',
          targetId: postId,
          reason: 'spam',
          note: `n${bad}`,
        }),
      );
    }
    const mine = await send('POST', '/post/list', { filters: { author: me.user._id } });
    expect(mine.json().data.postList).toHaveLength(1);
    expect(
      (await t.inject({ method: 'GET', url: '/api/v1/user/me', headers: me.headers })).json().data
        .user.name,
    ).toBe(me.input.name);
  });

  it('keeps every other character, emoji and scripts included', async () => {
    const content = 'Ünïcödé 😀 👩🏽‍🌾 中文 עברית \t tabs and\nnewlines';
    const response = await send('POST', '/post/new', { content });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.post.content).toBe(content);
  });

  it('drops NUL and lone surrogates from search terms, and searches what is left', async () => {
    for (const search of [`gar${NUL}den`, `garden${LONE_HIGH}`, `${LONE_LOW}garden`, NUL]) {
      const posts = await send('POST', '/post/list', { filters: { search } });
      expect(posts.statusCode, search).toBe(200);
      const people = await send('POST', '/user/list', { filters: { search } });
      expect(people.statusCode, search).toBe(200);
    }
    const found = await send('POST', '/post/list', { filters: { search: `gar${NUL}den` } });
    expect(found.json().data.postList.map((p: { _id: string }) => p._id)).toContain(postId);
  });

  it('searches full-text syntax as text, never as operators', async () => {
    for (const search of [
      '"',
      '"garden',
      'garden*',
      'NEAR(a b)',
      '(',
      'a OR',
      '-garden',
      '^x',
      'col:x',
      "'",
      '\\',
    ]) {
      const response = await send('POST', '/post/list', { filters: { search } });
      expect(response.statusCode, search).toBe(200);
    }
  });

  it('takes a POST with no body at all as {} on routes whose fields are all optional', async () => {
    for (const url of [
      `/post/${postId}/save`,
      '/post/list',
      '/post/saved',
      '/post/popular',
      '/user/list',
      '/notifications/read',
    ]) {
      const bare = await t.inject({ method: 'POST', url: `/api/v1${url}`, headers: me.headers });
      expect(bare.statusCode, url).toBe(200);
      const emptyJson = await t.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: { ...me.headers, 'content-type': 'application/json' },
        payload: '',
      });
      expect(emptyJson.statusCode, url).toBe(200);
      const jsonNull = await t.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: { ...me.headers, 'content-type': 'application/json' },
        payload: 'null',
      });
      expect(jsonNull.statusCode, url).toBe(200);
    }
  });

  it('names the missing fields, not "received null", when a body is left out', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/post/new',
      headers: me.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.body).not.toMatch(/received (null|undefined)/);
  });

  it('refuses JSON over 64 KiB on every route, also where uploads may be larger', async () => {
    const big = 'x'.repeat(64 * 1024);
    for (const [method, url] of [
      ['POST', '/post/new'],
      ['PUT', '/user/update'],
      ['POST', '/user/list'],
    ] as const) {
      const response = await send(method, url, { content: big, bio: big, filters: {} });
      expect(response.statusCode, url).toBe(413);
      expect(response.json().message).toBe(messages.payloadTooLarge);
    }
    const justUnder = await send('PUT', '/user/update', { bio: 'b'.repeat(100) });
    expect(justUnder.statusCode).toBe(200);
  });

  it('answers a path id longer than the router takes, or badly encoded, in the envelope', async () => {
    for (const [url, status] of [
      [`/api/v1/post/${'a'.repeat(150)}`, 414],
      [`/api/v1/post/${'a'.repeat(150)}/react`, 414],
      ['/api/v1/post/%E0%A4%A', 400],
    ] as const) {
      const response = await t.inject({ method: 'POST', url, headers: me.headers, payload: {} });
      expect(response.statusCode, url).toBe(status);
      expect(response.json(), url).toMatchObject({ success: false, code: 'BAD_REQUEST' });
      // The request id is random hex, which holds 'aaaa' about once in 2,000 answers.
      const { requestId: _random, ...answer } = response.json();
      expect(JSON.stringify(answer), url).not.toContain('aaaa');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
  });
});
