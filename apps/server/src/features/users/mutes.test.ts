import { limits, messages } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';

type Person = Awaited<ReturnType<TestApp['signedInUser']>>;

describe.each(testDatabaseKinds)('mutes and muted words on %s', (kind) => {
  let t: TestApp;
  const post = (who: Person, url: string, payload: object = {}) =>
    t.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.headers, payload });
  const feed = async (who: Person, filters: object = {}) =>
    (await post(who, '/post/list', { filters }))
      .json()
      .data.postList.map((p: { content: string }) => p.content) as string[];

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('hides a muted person’s named posts and comments for me, silently, but not their anonymous ones', async () => {
    const me = await t.signedInUser();
    const loud = await t.signedInUser();
    const postId = (await post(loud, '/post/new', { content: 'loud named post' })).json().data.post
      ._id;
    await post(loud, '/post/new', { content: 'loud anonymous post', visibility: 'private' });
    await post(loud, '/comment/new', { comment: { content: 'loud named comment', post: postId } });
    await post(loud, '/comment/new', {
      comment: { content: 'loud anonymous comment', post: postId, visibility: 'private' },
    });
    expect((await post(me, '/user/mute', { userId: loud.user._id })).statusCode).toBe(200);

    const mine = await feed(me);
    expect(mine).not.toContain('loud named post');
    expect(mine).toContain('loud anonymous post');
    const thread = (await post(me, '/comment/list', { filters: { post: postId } }))
      .json()
      .data.commentList.map((c: { content: string }) => c.content);
    expect(thread).toEqual(['loud anonymous comment']);
    // Nothing changes for anyone else, the muted person included.
    expect(await feed(loud)).toContain('loud named post');
    const muted = (
      await t.inject({ method: 'GET', url: '/api/v1/user/muted', headers: me.headers })
    ).json().data.userList;
    expect(muted.map((u: { _id: string }) => u._id)).toEqual([loud.user._id]);
    expect((await post(me, '/user/mute', { userId: me.user._id })).json().message).toBe(
      messages.cannotMuteSelf,
    );

    // The profile tells me that I muted them, and tells them nothing.
    const profile = (viewer: Person, of: Person) =>
      t
        .inject({ method: 'GET', url: `/api/v1/user/${of.user._id}`, headers: viewer.headers })
        .then((r) => r.json().data.user.viewer);
    expect((await profile(me, loud)).muting).toBe(true);
    expect((await profile(loud, me)).muting).toBe(false);

    await post(me, '/user/unmute', { userId: loud.user._id });
    expect(await feed(me)).toContain('loud named post');
    expect((await profile(me, loud)).muting).toBe(false);
  });

  it('sends me no notifications of a muted person’s named acts, and does again once unmuted', async () => {
    const me = await t.signedInUser();
    const fan = await t.signedInUser();
    const mine = (await post(me, '/post/new', { content: 'notice me' })).json().data.post._id;
    const texts = async () =>
      (await t.inject({ method: 'GET', url: '/api/v1/notifications', headers: me.headers }))
        .json()
        .data.notifications.map((n: { text: string }) => n.text) as string[];

    await post(me, '/user/mute', { userId: fan.user._id });
    await post(fan, `/post/${mine}/react`, { kind: 'like' });
    await post(fan, '/user/follow', { userId: me.user._id });
    expect(await texts()).toEqual([]);

    await post(me, '/user/unmute', { userId: fan.user._id });
    await post(fan, `/post/${mine}/react`, { kind: 'hug' });
    expect((await texts()).join('\n')).toContain('hugged your post');
  });

  it('hides posts and comments containing a muted word from my feeds and search, anonymous ones included', async () => {
    const me = await t.signedInUser();
    const writer = await t.signedInUser();
    await post(writer, '/post/new', { content: 'Spoilers for the FINALE ahead' });
    await post(writer, '/post/new', {
      content: 'finale spoilers, unsigned',
      visibility: 'private',
    });
    await post(writer, '/post/new', { content: 'nothing to hide here' });
    await post(writer, '/post/new', { content: 'a 100% literal match_test' });
    const added = await post(me, '/user/muted-words', { word: 'Finale' });
    expect(added.json().data.words).toEqual(['Finale']);
    const mine = await feed(me);
    expect(mine.filter((c) => /finale/i.test(c))).toEqual([]);
    expect(mine).toContain('nothing to hide here');
    expect(await feed(me, { search: 'spoilers' })).toEqual([]);
    // Muted words are literal: % and _ match only themselves.
    await post(me, '/user/muted-words', { word: '100%' });
    expect(await feed(me)).not.toContain('a 100% literal match_test');
    expect(await feed(me)).toContain('nothing to hide here');
    expect((await post(me, '/user/muted-words', { word: '  ' })).json().message).toBe(
      messages.mutedWordRequired,
    );

    await post(me, '/user/muted-words/remove', { word: 'FINALE' });
    expect((await feed(me)).filter((c) => /finale/i.test(c))).toHaveLength(2);
  });

  it('hides a muted word beyond ASCII whatever its case, in posts, search and comments', async () => {
    // SQLite's own lower() folds ASCII letters only: 'Путин' stayed 'Путин' and passed a
    // muted 'путин' (case-folding.ts).
    const me = await t.signedInUser();
    const writer = await t.signedInUser();
    const tag = `${Date.now()}`;
    await post(writer, '/post/new', { content: `Путин сказал ${tag}` });
    await post(writer, '/post/new', { content: `ПУТИН снова ${tag}` });
    await post(writer, '/post/new', { content: `L’ÉCOLE est fermée ${tag}` });
    const kept = (await post(writer, '/post/new', { content: `Привет всем ${tag}` })).json().data
      .post._id as string;
    await post(writer, '/comment/new', { comment: { content: 'А Путин?', post: kept } });
    await post(writer, '/comment/new', { comment: { content: 'Привет!', post: kept } });
    await post(me, '/user/muted-words', { word: 'путин' });
    await post(me, '/user/muted-words', { word: 'École' });

    expect((await feed(me)).filter((c) => c.endsWith(tag))).toEqual([`Привет всем ${tag}`]);
    expect(await feed(me, { search: tag })).toEqual([`Привет всем ${tag}`]);
    expect(await feed(me, { author: writer.user._id })).toEqual([`Привет всем ${tag}`]);
    const comments = (await post(me, '/comment/list', { filters: { post: kept } })).json().data
      .commentList as { content: string }[];
    expect(comments.map((c) => c.content)).toEqual(['Привет!']);
    // Someone who mutes nothing sees all of it.
    expect((await feed(writer, { search: tag })).length).toBe(4);
  });

  it('refuses a muted word past the contract’s limit', async () => {
    const me = await t.signedInUser();
    for (let i = 0; i < limits.mutedWordsMax; i++) {
      expect((await post(me, '/user/muted-words', { word: `word${i}` })).statusCode).toBe(200);
    }
    const refused = await post(me, '/user/muted-words', { word: 'one more' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.tooManyMutedWords);
  });
});
