import type { Comment, Notification, Post, TrendingTag } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';

describe.each(testDatabaseKinds)('tags, mentions and trending on %s', (kind) => {
  let t: TestApp;
  let ann: TestPerson;
  let bob: TestPerson;
  let cat: TestPerson;
  let n = 0;
  /** A tag no other test uses, so that each test's counts are its own. */
  const freshTag = () => {
    n += 1;
    return `t${kind}${n}`.replace(/[^a-z0-9]/g, '');
  };

  const call = async (
    who: TestPerson,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => {
    const response = await t.inject({
      method,
      url: `/api/v1${url}`,
      headers: who.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().data;
  };
  const getPost = async (who: TestPerson, id: string): Promise<Post> =>
    (await call(who, 'GET', `/post/${id}`)).post;
  const byTag = async (who: TestPerson, tag: string, extra: object = {}) =>
    (await call(who, 'POST', '/post/list', { filters: { tag }, ...extra })) as {
      postList: Post[];
      nextCursor: string | null;
    };
  const trending = async (who: TestPerson): Promise<TrendingTag[]> =>
    (await call(who, 'GET', '/tags/trending')).tags;
  const notifications = async (who: TestPerson): Promise<Notification[]> =>
    (await call(who, 'GET', '/notifications')).notifications;
  const mentionNotices = async (who: TestPerson) =>
    (await notifications(who)).filter((x) => x.kind === 'mention');
  const comment = async (who: TestPerson, post: string, content: string, visibility = 'public') =>
    (await call(who, 'POST', '/comment/new', { comment: { post, content, visibility } }))
      .comment as Comment;
  const person = (name: string) =>
    t.signedInUser({ name, username: `${name}_${kind}`.slice(0, 30) });

  beforeAll(async () => {
    t = await createTestApp(kind);
    ann = await person('ann');
    bob = await person('bob');
    cat = await person('cat');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists mentioned accounts a viewer may see and the tags, lower case', async () => {
    const id = await t.writePost(
      ann,
      `Hi @${bob.user.username.toUpperCase()} and @nobody_here, #Garden #garden #日本`,
    );
    const post = await getPost(cat, id);
    expect(post.mentions.map((u) => u._id)).toEqual([bob.user._id]);
    expect(post.mentions[0]).toEqual({
      _id: bob.user._id,
      name: bob.user.name,
      username: bob.user.username,
      profile_pic: '',
    });
    expect(post.tags).toEqual(['garden', '日本']);

    // A block either way hides the mentioned account from the viewer, not the post.
    await call(cat, 'POST', '/user/block', { userId: bob.user._id });
    expect((await getPost(cat, id)).mentions).toEqual([]);
    expect((await getPost(bob, id)).mentions.map((u) => u._id)).toEqual([bob.user._id]);
    await call(cat, 'POST', '/user/unblock', { userId: bob.user._id });
    await call(bob, 'POST', '/user/block', { userId: cat.user._id });
    const list = await call(cat, 'POST', '/post/list', { filters: { author: ann.user._id } });
    expect(list.postList.find((p: Post) => p._id === id).mentions).toEqual([]);
    await call(bob, 'POST', '/user/unblock', { userId: cat.user._id });
  });

  it('gives comments their mentions and tags', async () => {
    const postId = await t.writePost(ann, 'a post');
    const written = await comment(cat, postId, `@${bob.user.username} look #Rain`);
    expect(written.mentions.map((u) => u._id)).toEqual([bob.user._id]);
    expect(written.tags).toEqual(['rain']);
    const { commentList } = await call(ann, 'POST', '/comment/list', { filters: { post: postId } });
    expect(commentList[0].mentions.map((u: { _id: string }) => u._id)).toEqual([bob.user._id]);
  });

  it('notifies a mention in named writing, once, never for anonymous writing or oneself', async () => {
    const dan = await person('dan');
    const before = (await mentionNotices(dan)).length;
    const id = await t.writePost(ann, `@${dan.user.username} hello`);
    const notices = await mentionNotices(dan);
    expect(notices).toHaveLength(before + 1);
    expect(notices[0]?.text).toBe(`${ann.user.name} mentioned you`);
    expect(notices[0]?.post?._id).toBe(id);

    // An edit tells only those newly mentioned.
    await call(ann, 'PUT', `/post/${id}`, { content: `@${dan.user.username} hello again` });
    expect(await mentionNotices(dan)).toHaveLength(before + 1);

    // Anonymous posts, anonymous comments and edits of anonymous posts never notify.
    const anonymous = await t.writePost(ann, `@${dan.user.username} guess who`, 'private');
    await comment(ann, id, `@${dan.user.username} psst`, 'private');
    await call(ann, 'PUT', `/post/${anonymous}`, { content: `@${dan.user.username} again` });
    expect(await mentionNotices(dan)).toHaveLength(before + 1);
    // An anonymous post still lists whom it mentions, and never its author.
    const seen = await getPost(cat, anonymous);
    expect(seen.author).toBeNull();
    expect(seen.mentions.map((u) => u._id)).toEqual([dan.user._id]);

    await t.writePost(dan, `note to self @${dan.user.username}`);
    await comment(cat, id, `@${dan.user.username} see this`);
    const after = await mentionNotices(dan);
    expect(after).toHaveLength(before + 2);
    expect(after[0]?.text).toBe(`${cat.user.name} mentioned you`);
  });

  it('tells nobody blocked either way, muted, or who may not see the post', async () => {
    const eve = await person('eve');
    const fay = await person('fay');
    await call(eve, 'POST', '/user/block', { userId: ann.user._id });
    await call(fay, 'POST', '/user/mute', { userId: ann.user._id });
    await t.writePost(ann, `@${eve.user.username} @${fay.user.username} hi`);
    await call(bob, 'POST', '/user/block', { userId: eve.user._id });
    await t.writePost(bob, `@${eve.user.username} hi`);
    expect(await mentionNotices(eve)).toEqual([]);
    expect(await mentionNotices(fay)).toEqual([]);

    // A private account's post reaches a mentioned stranger neither as a post nor a notice.
    const gus = await person('gus');
    const hal = await person('hal');
    await t.makePrivate(gus);
    await t.writePost(gus, `@${hal.user.username} secret`);
    expect(await mentionNotices(hal)).toEqual([]);
  });

  it("lists a tag's posts newest first by keyset, anonymous ones without their author", async () => {
    const tag = freshTag();
    const first = await t.writePost(ann, `one #${tag}`);
    const anonymous = await t.writePost(ann, `two #${tag.toUpperCase()}`, 'private');
    const third = await t.writePost(bob, `three #${tag}!`);
    await t.writePost(bob, `not it #${tag}ing`);

    const page1 = await byTag(cat, `#${tag.toUpperCase()}`, { pageSize: 2 });
    expect(page1.postList.map((p) => p._id)).toEqual([third, anonymous]);
    expect(page1.postList[1]?.author).toBeNull();
    expect(JSON.stringify(page1)).not.toContain(ann.user._id);
    const page2 = await byTag(cat, tag, { pageSize: 2, cursor: page1.nextCursor });
    expect(page2.postList.map((p) => p._id)).toEqual([first]);
    expect(page2.nextCursor).toBeNull();

    // Her own anonymous post is hers; blocking her hides only her named post.
    expect((await byTag(ann, tag)).postList[1]?.isMine).toBe(true);
    await call(cat, 'POST', '/user/block', { userId: ann.user._id });
    expect((await byTag(cat, tag)).postList.map((p) => p._id)).toEqual([third, anonymous]);
    await call(cat, 'POST', '/user/unblock', { userId: ann.user._id });

    const bad = await t.inject({
      method: 'POST',
      url: '/api/v1/post/list',
      headers: cat.headers,
      payload: { filters: { tag: 'two words' } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('replaces tags and mentions when a post is edited, and drops them with the post', async () => {
    const [oldTag, newTag] = [freshTag(), freshTag()];
    const id = await t.writePost(ann, `#${oldTag} @${bob.user.username}`);
    const edited = (await call(ann, 'PUT', `/post/${id}`, { content: `#${newTag} only` })).post;
    expect(edited.tags).toEqual([newTag]);
    expect(edited.mentions).toEqual([]);
    expect((await byTag(cat, oldTag)).postList).toEqual([]);
    expect((await byTag(cat, newTag)).postList.map((p) => p._id)).toEqual([id]);
    await t.inject({ method: 'DELETE', url: `/api/v1/post/${id}`, headers: ann.headers });
    expect((await byTag(cat, newTag)).postList).toEqual([]);
    expect((await trending(cat)).find((x) => x.tag === newTag)).toBeUndefined();
  });

  it("finds a tag's posts by '#tag' in search, not longer tags", async () => {
    const tag = freshTag();
    const id = await t.writePost(ann, `seeds in the #${tag}`);
    await t.writePost(ann, `#${tag}ing is different`);
    const found = await call(cat, 'POST', '/post/list', {
      filters: { search: `#${tag.toUpperCase()} seeds` },
    });
    expect(found.postList.map((p: Post) => p._id)).toEqual([id]);
  });

  it('trends by different people, counting each anonymous post as a person of its own', async () => {
    // Two worlds side by side: Ann's anonymous post beside her named one, or Bob's. Counting
    // by author would give 1 person in one and 2 in the other, and name the anonymous author.
    const [world1, world2, popular] = [freshTag(), freshTag(), freshTag()];
    await t.writePost(ann, `#${world1}`);
    await t.writePost(ann, `#${world1}`, 'private');
    await t.writePost(ann, `#${world2}`);
    await t.writePost(bob, `#${world2}`, 'private');
    for (const who of [ann, bob, cat]) await t.writePost(who, `#${popular} #${popular}`);
    await t.writePost(cat, `again #${popular}`);

    const tags = await trending(cat);
    const find = (tag: string) => tags.find((x) => x.tag === tag);
    expect(find(popular)).toEqual({ tag: popular, posts: 4, people: 3 });
    expect(find(world1)).toEqual({ tag: world1, posts: 2, people: 2 });
    expect(find(world2)).toEqual({ tag: world2, posts: 2, people: 2 });
    expect(tags[0]?.people).toBeGreaterThanOrEqual(3);
    expect(tags.length).toBeLessThanOrEqual(10);

    // Turning a named post anonymous makes it its own person from then on.
    const solo = freshTag();
    const first = await t.writePost(cat, `#${solo}`);
    await t.writePost(cat, `#${solo} too`);
    expect(find(solo)).toBeUndefined();
    await call(cat, 'PUT', `/post/${first}`, { visibility: 'private' });
    expect((await trending(ann)).find((x) => x.tag === solo)?.people ?? 2).toBe(2);
  });

  it('does not trend what only private accounts’ followers may read', async () => {
    // Four people would top the list; their posts' tag would tell strangers what they wrote.
    const hidden = freshTag();
    for (let i = 0; i < 4; i++) {
      const closed = await t.signedInUser();
      await t.makePrivate(closed);
      await t.writePost(closed, `only for friends #${hidden}`);
    }
    expect((await trending(cat)).find((x) => x.tag === hidden)).toBeUndefined();
  });

  it('refuses the trending list without a token', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/tags/trending' });
    expect(response.statusCode).toBe(401);
  });
});
