import type { Post } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPerson } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import type { SseEvent } from '../../../test/sse';
import { createStreamingTestApp, type StreamingTestApp } from '../../../test/streaming-app';

/** PRODUCT.md §7: a share is a repost into the sharer's followers' Following feeds. */
describe.each(testDatabaseKinds)('reposts on %s', (kind) => {
  let t: StreamingTestApp;

  const call = (who: TestPerson, url: string, payload: object = {}) =>
    t.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.headers, payload });
  const share = async (who: TestPerson, postId: string, active = true) => {
    const response = await call(who, `/post/${postId}/react`, { kind: 'share', active });
    expect(response.statusCode, response.body).toBe(200);
  };
  const list = async (who: TestPerson, filters: object, cursor?: string | null, pageSize = 20) => {
    const response = await call(who, '/post/list', {
      pageSize,
      filters,
      ...(cursor ? { cursor } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { postList: Post[]; nextCursor: string | null };
  };
  const following = (who: TestPerson) => list(who, { feed: 'following' });
  const profile = (who: TestPerson, author: TestPerson) => list(who, { author: author.user._id });

  let moderator: TestPerson;
  beforeAll(async () => {
    t = await createStreamingTestApp(kind);
    moderator = await t.signedInUser(); // the first account
  });
  afterAll(async () => {
    await t.close();
  });

  it('puts a shared post once into followers’ Following feeds, naming the sharer', async () => {
    const [reader, sharer, other, author] = await Promise.all([
      t.signedInUser(),
      t.signedInUser(),
      t.signedInUser(),
      t.signedInUser(),
    ]);
    await t.follow(reader, sharer.user._id);
    await t.follow(reader, other.user._id);
    const postId = await t.writePost(author, 'worth passing on');
    await share(sharer, postId);
    await share(other, postId);

    const feed = (await following(reader)).postList;
    expect(feed.filter((p) => p._id === postId)).toHaveLength(1);
    const item = feed.find((p) => p._id === postId);
    // The newest repost places it, and names its sharer.
    expect(item?.repostedBy?._id).toBe(other.user._id);
    expect(item?.repostedAt).toEqual(expect.any(String));
    expect(item?.author?._id).toBe(author.user._id);
    expect(item?.counts.shares).toBe(2);

    // Nowhere else: Everyone and the post page carry no repost marks.
    const everyone = (await list(reader, {})).postList.find((p) => p._id === postId);
    expect(everyone?.repostedBy).toBeNull();
    const page = await t.inject({
      method: 'GET',
      url: `/api/v1/post/${postId}`,
      headers: reader.headers,
    });
    expect(page.json().data.post.repostedBy).toBeNull();

    // Not to people who follow neither sharer.
    const stranger = await t.signedInUser();
    expect((await following(stranger)).postList.map((p) => p._id)).not.toContain(postId);
  });

  it('shows a followed author’s post once when someone followed reposts it', async () => {
    const [reader, author, sharer] = await Promise.all([
      t.signedInUser(),
      t.signedInUser(),
      t.signedInUser(),
    ]);
    await t.follow(reader, author.user._id);
    await t.follow(reader, sharer.user._id);
    const postId = await t.writePost(author, 'mine first');
    const later = await t.writePost(author, 'written after');
    await share(sharer, postId);
    const feed = (await following(reader)).postList;
    expect(feed.map((p) => p._id)).toEqual([postId, later]);
    expect(feed[0]?.repostedBy?._id).toBe(sharer.user._id);
  });

  it('takes an undone repost out of feeds and the profile', async () => {
    const [reader, sharer, author] = await Promise.all([
      t.signedInUser(),
      t.signedInUser(),
      t.signedInUser(),
    ]);
    await t.follow(reader, sharer.user._id);
    const postId = await t.writePost(author, 'briefly shared');
    await share(sharer, postId);
    expect((await following(reader)).postList.map((p) => p._id)).toContain(postId);
    expect((await profile(reader, sharer)).postList[0]?.repostedBy?._id).toBe(sharer.user._id);
    await share(sharer, postId, false);
    expect((await following(reader)).postList.map((p) => p._id)).not.toContain(postId);
    expect((await profile(reader, sharer)).postList).toHaveLength(0);
  });

  it('gives back a post’s own place when its repost is undone, on a page already read', async () => {
    const [reader, author, sharer] = await Promise.all([
      t.signedInUser(),
      t.signedInUser(),
      t.signedInUser(),
    ]);
    await t.follow(reader, author.user._id);
    await t.follow(reader, sharer.user._id);
    const old = await t.writePost(author, 'an older post');
    for (let i = 0; i < 3; i++) await t.writePost(author, `newer ${i}`);
    await share(sharer, old);
    const first = await list(reader, { feed: 'following' }, null, 2);
    expect(first.postList[0]?._id).toBe(old);
    const below = async () =>
      (await list(reader, { feed: 'following' }, first.nextCursor, 10)).postList.map((p) => p._id);
    expect(await below()).not.toContain(old);
    await share(sharer, old, false);
    // Read again after the same cursor (a cached answer would be stale): back at its own place.
    expect(await below()).toContain(old);
  });

  it('lists reposts on the sharer’s profile, marked, among their own posts', async () => {
    const [reader, sharer, author] = await Promise.all([
      t.signedInUser(),
      t.signedInUser(),
      t.signedInUser(),
    ]);
    const own = await t.writePost(sharer, 'my own words');
    const theirs = await t.writePost(author, 'their words');
    await share(sharer, theirs);
    const items = (await profile(reader, sharer)).postList;
    expect(items.map((p) => [p._id, p.repostedBy?._id ?? null])).toEqual([
      [theirs, sharer.user._id],
      [own, null],
    ]);
  });

  it('names the sharer of an anonymous post, never its author', async () => {
    const [reader, sharer, author] = await Promise.all([
      t.signedInUser(),
      t.signedInUser(),
      t.signedInUser(),
    ]);
    await t.follow(reader, sharer.user._id);
    await t.follow(reader, author.user._id);
    const postId = await t.writePost(author, 'said without a name', 'private');
    await share(sharer, postId);
    const feed = await following(reader);
    const item = feed.postList.find((p) => p._id === postId);
    expect(item?.author).toBeNull();
    expect(item?.repostedBy?._id).toBe(sharer.user._id);
    expect(JSON.stringify(feed)).not.toContain(author.user._id);
    // Following the author changes nothing: the post came only through the sharer.
    await share(sharer, postId, false);
    expect((await following(reader)).postList.map((p) => p._id)).not.toContain(postId);
  });

  it('reaches only those who may see the post: private accounts and blocks hold', async () => {
    const [reader, sharer, privateAuthor, blocker] = await Promise.all([
      t.signedInUser(),
      t.signedInUser(),
      t.signedInUser(),
      t.signedInUser(),
    ]);
    await t.makePrivate(privateAuthor);
    await t.follow(sharer, privateAuthor.user._id);
    const accept = await call(privateAuthor, '/user/follow-requests/accept', {
      userId: sharer.user._id,
    });
    expect(accept.statusCode, accept.body).toBe(200);
    await t.follow(reader, sharer.user._id);
    const hidden = await t.writePost(privateAuthor, 'for my followers only');
    await share(sharer, hidden);
    const blocked = await t.writePost(blocker, 'not for the reader');
    await share(sharer, blocked);
    expect((await call(blocker, '/user/block', { userId: reader.user._id })).statusCode).toBe(200);

    const ids = (await following(reader)).postList.map((p) => p._id);
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(blocked);
    const onProfile = (await profile(reader, sharer)).postList.map((p) => p._id);
    expect(onProfile).not.toContain(hidden);
    expect(onProfile).not.toContain(blocked);
    // The sharer, who may see both, still has them on their own profile.
    const own = (await profile(sharer, sharer)).postList.map((p) => p._id);
    expect(own).toEqual(expect.arrayContaining([hidden, blocked]));
  });

  it('shows a sharer’s reposts only to those who may see the sharer: private accounts, blocks and suspensions hold', async () => {
    const [stranger, follower, sharer, author] = await Promise.all([
      t.signedInUser(),
      t.signedInUser(),
      t.signedInUser(),
      t.signedInUser(),
    ]);
    const postId = await t.writePost(author, 'public words, shared');
    await t.makePrivate(sharer);
    await t.follow(follower, sharer.user._id);
    const accept = await call(sharer, '/user/follow-requests/accept', {
      userId: follower.user._id,
    });
    expect(accept.statusCode, accept.body).toBe(200);
    await share(sharer, postId);
    const sharedBySharer = (items: Post[]) =>
      items.filter((p) => p._id === postId && p.repostedBy?._id === sharer.user._id);

    // A private account's shares reach its accepted followers only (rule 5).
    expect(sharedBySharer((await profile(stranger, sharer)).postList)).toEqual([]);
    expect(sharedBySharer((await profile(follower, sharer)).postList)).toHaveLength(1);
    expect(sharedBySharer((await following(follower)).postList)).toHaveLength(1);

    // A public sharer who blocks someone: the blocked person sees none of their shares (rule 6).
    const blocked = await t.signedInUser();
    expect(
      (
        await t.inject({
          method: 'PUT',
          url: '/api/v1/user/update',
          headers: sharer.headers,
          payload: { isPrivate: false },
        })
      ).statusCode,
    ).toBe(200);
    expect(sharedBySharer((await profile(blocked, sharer)).postList)).toHaveLength(1);
    expect((await call(sharer, '/user/block', { userId: blocked.user._id })).statusCode).toBe(200);
    expect(sharedBySharer((await profile(blocked, sharer)).postList)).toEqual([]);

    // A suspended account's shares leave its profile and its followers' Following feeds.
    const suspended = await call(moderator, '/moderation/suspend', {
      targetKind: 'user',
      targetId: sharer.user._id,
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(sharedBySharer((await profile(stranger, sharer)).postList)).toEqual([]);
    expect(sharedBySharer((await following(follower)).postList)).toEqual([]);
    // The post itself stays where its own author puts it.
    expect((await profile(stranger, author)).postList.map((p) => p._id)).toContain(postId);
  });

  it('hides the reposts of someone muted', async () => {
    const [reader, sharer, author] = await Promise.all([
      t.signedInUser(),
      t.signedInUser(),
      t.signedInUser(),
    ]);
    await t.follow(reader, sharer.user._id);
    const postId = await t.writePost(author, 'shared by a muted person');
    await share(sharer, postId);
    expect((await call(reader, '/user/mute', { userId: sharer.user._id })).statusCode).toBe(200);
    expect((await following(reader)).postList.map((p) => p._id)).not.toContain(postId);
  });

  it('tells the author "X reposted your post", and never an anonymous sharer’s… there is none', async () => {
    const [author, sharer] = await Promise.all([t.signedInUser(), t.signedInUser()]);
    const postId = await t.writePost(author, 'notice me');
    await share(sharer, postId);
    const response = await t.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: author.headers,
    });
    const texts = response.json().data.notifications.map((n: { text: string }) => n.text);
    expect(texts).toContain(`${sharer.input.name} reposted your post`);
  });

  it('pages the Following feed by cursor without repeats while posts and reposts arrive', async () => {
    const reader = await t.signedInUser();
    const people = await Promise.all([t.signedInUser(), t.signedInUser(), t.signedInUser()]);
    const outsider = await t.signedInUser();
    for (const person of people) await t.follow(reader, person.user._id);
    const outside: string[] = [];
    for (let i = 0; i < 24; i++) {
      const person = people[i % 3] as TestPerson;
      await t.writePost(person, `post ${i}`);
      if (i % 4 === 0) outside.push(await t.writePost(outsider, `outside ${i}`));
      // Reposts of outside posts and of each other's posts, some of the same post twice.
      if (i % 5 === 2 && outside.length > 0) await share(person, outside.at(-1) as string);
    }
    const before = (await list(reader, { feed: 'following' }, null, 100)).postList.map(
      (p) => p._id,
    );
    expect(new Set(before).size).toBe(before.length);

    const seen: string[] = [];
    let cursor: string | null = null;
    let round = 0;
    do {
      const page = await list(reader, { feed: 'following' }, cursor, 4);
      seen.push(...page.postList.map((p) => p._id));
      cursor = page.nextCursor;
      // New writing lands on top while the reader scrolls down.
      round += 1;
      const person = people[round % 3] as TestPerson;
      await t.writePost(person, `new ${round}`);
      await share(person, await t.writePost(outsider, `fresh outside ${round}`));
    } while (cursor);
    expect(seen).toEqual(before);
  });

  it('sends a repost live to the sharer’s followers who may see it, and to nobody else', async () => {
    const [follower, stranger, sharer, author] = await Promise.all([
      t.signedInUser(),
      t.signedInUser(),
      t.signedInUser(),
      t.signedInUser(),
    ]);
    await t.follow(follower, sharer.user._id);
    const postId = await t.writePost(author, 'live share', 'private');
    const [fans, others] = await Promise.all([t.stream(follower), t.stream(stranger)]);
    await share(sharer, postId);
    const isRepost = (e: SseEvent) =>
      e.event === 'post.reposted' && (e.data as Post)._id === postId;
    const event = (await fans.next(isRepost)).data as Post;
    expect(event.repostedBy?._id).toBe(sharer.user._id);
    expect(event.author).toBeNull();
    expect(JSON.stringify(event)).not.toContain(author.user._id);
    await expect(others.next(isRepost, 500)).rejects.toThrow();
    // A new named post says whose Following tab it enters.
    const own = await t.writePost(sharer, 'from the sharer');
    const created = (e: SseEvent) => e.event === 'post.created' && (e.data as Post)._id === own;
    expect(((await fans.next(created)).data as { inFollowing: boolean }).inFollowing).toBe(true);
    expect(((await others.next(created)).data as { inFollowing: boolean }).inFollowing).toBe(false);
    // Undone, it goes to the same people, naming the sharer and the post's id only.
    await share(sharer, postId, false);
    const isUndo = (e: SseEvent) =>
      e.event === 'post.unreposted' && (e.data as { _id: string })._id === postId;
    expect((await fans.next(isUndo)).data).toEqual({ _id: postId, by: sharer.user._id });
    await expect(others.next(isUndo, 500)).rejects.toThrow();
  });
});
