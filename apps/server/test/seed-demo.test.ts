import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Notification, Post, TrendingTag } from '@app/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentencesOf } from '../scripts/demo/compose';
import { DEMO_PASSWORD, MAIN_EMAIL, seedDemo } from '../scripts/demo/seed';
import { localDiskStorage } from '../src/lib/media-storage';
import { createTestApp, type TestApp } from './app';
import { testDatabaseKinds } from './databases';
import { countMismatches } from './invariants';

describe.each(testDatabaseKinds)('npm run seed:demo on %s', (kind) => {
  let t: TestApp;
  let made: Awaited<ReturnType<typeof seedDemo>>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    made = await seedDemo(
      t.db,
      kind === 'sqlite' ? 'sqlite' : 'postgres',
      localDiskStorage(t.mediaDir),
    );
    const { token } = await t.logIn(MAIN_EMAIL, DEMO_PASSWORD);
    headers = { authorization: `Bearer ${token}` };
  }, 120_000);
  afterAll(() => t.close());

  it('writes 500 posts, some anonymous, and whole counts', async () => {
    expect(made.posts).toBe(500);
    expect(made.anonymousPosts).toBeGreaterThan(40);
    expect(made.comments).toBeGreaterThan(250);
    expect(await countMismatches(t.db)).toEqual([]);
  });

  it('nests replies up to three levels under comments of the same post, counted', async () => {
    const comments = await t.db
      .selectFrom('comments')
      .select(['id', 'post_id', 'parent_id', 'reply_count', 'created_at'])
      .execute();
    const byId = new Map(comments.map((c) => [c.id, c]));
    const levelOf = (id: string | null): number =>
      id ? 1 + levelOf(byId.get(id)?.parent_id ?? null) : 0;
    const levels = new Set(comments.map((c) => levelOf(c.parent_id)));
    expect([...levels].sort()).toEqual([0, 1, 2, 3]);
    for (const c of comments) {
      const replies = comments.filter((r) => r.parent_id === c.id);
      expect(c.reply_count).toBe(replies.length);
      for (const r of replies) {
        expect(r.post_id).toBe(c.post_id);
        expect(r.created_at > c.created_at).toBe(true);
      }
    }
  });

  it('makes each share a repost, and counts it', async () => {
    const shares = await t.db
      .selectFrom('post_reactions')
      .select(['post_id', 'user_id'])
      .where('kind', '=', 'share')
      .execute();
    const reposts = await t.db.selectFrom('reposts').select(['post_id', 'user_id']).execute();
    expect(made.reposts).toBe(shares.length);
    expect(new Set(reposts.map((r) => `${r.post_id}:${r.user_id}`))).toEqual(
      new Set(shares.map((r) => `${r.post_id}:${r.user_id}`)),
    );
    const miscounted = await t.db
      .selectFrom('posts')
      .select('id')
      .where(({ eb, selectFrom }) =>
        eb(
          'shares_count',
          '<>',
          selectFrom('reposts')
            .select(({ fn }) => fn.countAll<number>().as('n'))
            .whereRef('reposts.post_id', '=', 'posts.id'),
        ),
      )
      .execute();
    expect(miscounted).toEqual([]);
  });

  it('never puts a sentence under two names', async () => {
    const rows = [
      ...(await t.db.selectFrom('posts').select(['author_id', 'content']).execute()),
      ...(await t.db.selectFrom('comments').select(['author_id', 'content']).execute()),
    ];
    expect(new Set(rows.map((r) => r.content)).size).toBe(rows.length);
    const writers = new Map<string, Set<string>>();
    for (const row of rows) {
      for (const s of sentencesOf(row.content)) {
        writers.set(s, (writers.get(s) ?? new Set()).add(row.author_id));
      }
    }
    expect([...writers].filter(([, w]) => w.size > 1).map(([s]) => s)).toEqual([]);
  });

  it('gives everyone a verified address and a picture on disk', async () => {
    const people = await t.db
      .selectFrom('users')
      .select(['email_verified_at', 'profile_pic'])
      .execute();
    expect(people).toHaveLength(50);
    for (const p of people) {
      expect(p.email_verified_at).not.toBeNull();
      expect(existsSync(join(t.mediaDir, p.profile_pic.replace('/media/', '')))).toBe(true);
    }
  });

  it('writes posts with tags, mentions and links, stored as the create path stores them', async () => {
    expect(made.taggedPosts).toBeGreaterThan(60);
    expect(made.mentioningPosts).toBeGreaterThan(10);
    expect(made.linkingPosts).toBeGreaterThan(5);
    const tagged = await t.db.selectFrom('post_tags').select(['tag', 'person']).execute();
    expect(new Set(tagged.map((r) => r.tag)).size).toBeGreaterThan(15);
    const list = await t.inject({
      method: 'POST',
      url: '/api/v1/post/list',
      headers,
      payload: { pageSize: 100, filters: { tag: 'garden' } },
    });
    const garden: Post[] = list.json().data.postList;
    expect(garden.length).toBeGreaterThan(1);
    for (const post of garden) expect(post.tags).toContain('garden');
    const trending = await t.inject({ method: 'GET', url: '/api/v1/tags/trending', headers });
    const tags: TrendingTag[] = trending.json().data.tags;
    expect(tags.length).toBeGreaterThan(3);
    // Tags recur across people: today's first has more than one.
    expect(tags[0]?.people).toBeGreaterThan(1);
    // A mention notifies only from a named post (§8).
    const mentions = await t.db
      .selectFrom('notifications')
      .innerJoin('posts', 'posts.id', 'notifications.post_id')
      .select(['notifications.actor_id', 'posts.author_id', 'posts.visibility'])
      .where('notifications.kind', '=', 'mention')
      .execute();
    expect(mentions.length).toBeGreaterThan(10);
    for (const m of mentions) {
      expect(m.visibility).toBe('public');
      expect(m.actor_id).toBe(m.author_id);
    }
  });

  it('attaches drawn pictures with alt text, stored as POST /media stores them', async () => {
    const media = await t.db
      .selectFrom('media')
      .innerJoin('posts', 'posts.id', 'media.post_id')
      .select([
        'media.post_id',
        'media.uploader_id',
        'posts.author_id',
        'media.alt',
        'media.width',
        'media.height',
        'media.file_key',
        'media.thumb_key',
      ])
      .execute();
    expect(
      await t.db.selectFrom('media').select('id').where('post_id', 'is', null).execute(),
    ).toEqual([]);
    const posts = new Set(media.map((m) => m.post_id));
    expect(posts.size).toBe(made.postsWithImages);
    expect(posts.size).toBeGreaterThanOrEqual(30);
    expect(media).toHaveLength(made.images);
    expect(media.some((m) => media.filter((o) => o.post_id === m.post_id).length === 4)).toBe(true);
    for (const m of media) {
      expect(m.uploader_id).toBe(m.author_id);
      expect(m.alt.length).toBeGreaterThan(20);
      expect(m.file_key).toMatch(/^images\/[A-Za-z0-9_-]{22}-full\.webp$/);
      for (const key of [m.file_key, m.thumb_key])
        expect(existsSync(join(t.mediaDir, key))).toBe(true);
    }
    const [first] = media;
    const stored = await sharp(join(t.mediaDir, first?.file_key ?? '')).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual([
      'webp',
      first?.width,
      first?.height,
    ]);
    const shapes = new Set(media.map((m) => Math.sign(m.width - m.height)));
    expect(shapes).toEqual(new Set([-1, 0, 1]));
  });

  it('has notifications of every kind waiting for the main account', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/notifications', headers });
    const { notifications, unread } = response.json().data as {
      notifications: Notification[];
      unread: number;
    };
    expect(unread).toBeGreaterThanOrEqual(8);
    const fresh = notifications.filter((n) => !n.read);
    const kinds = new Set(fresh.map((n) => (n.reaction ? `${n.kind}:${n.reaction}` : n.kind)));
    for (const k of ['follow', 'follow_request', 'comment', 'reply', 'reaction:like'])
      expect(kinds).toContain(k);
    expect(kinds).toContain('reaction:hug');
    expect(fresh.some((n) => n.kind === 'mention' && n.text.endsWith('mentioned you'))).toBe(true);
    expect(fresh.some((n) => n.text.endsWith('reposted your post'))).toBe(true);
    // An anonymous reply is named by the pseudonym its thread shows, and by nothing else.
    expect(fresh.some((n) => /^Anonymous \d+ replied to your comment$/.test(n.text))).toBe(true);
    expect(fresh.some((n) => n.kind === 'reaction' && n.commentId !== null)).toBe(true);
    // An anonymous commenter is counted, never named (rule 1).
    const anonymous = fresh.filter((n) => n.kind === 'comment' && n.actors.length < n.actorCount);
    expect(anonymous.length).toBeGreaterThan(0);
    const requests = await t.inject({
      method: 'GET',
      url: '/api/v1/user/follow-requests',
      headers,
    });
    expect(requests.json().data.userList).toHaveLength(2);
  });

  it('stores no actor with a notification of an anonymous comment or reply', async () => {
    const notices = await t.db
      .selectFrom('notifications')
      .select(['kind', 'actor_id', 'actor_pseudonym'])
      .where('kind', 'in', ['comment', 'reply'])
      .execute();
    expect(notices.filter((n) => n.actor_id === null).length).toBeGreaterThan(10);
    for (const n of notices) {
      // Only an anonymous reply carries a pseudonym: the one its thread already shows.
      expect(n.actor_pseudonym !== null).toBe(n.kind === 'reply' && n.actor_id === null);
    }
    const named = await t.db
      .selectFrom('notifications')
      .innerJoin('comments', 'comments.id', 'notifications.comment_id')
      .select('notifications.id')
      .where('notifications.kind', '=', 'comment')
      .where('comments.visibility', '=', 'private')
      .where('notifications.actor_id', 'is not', null)
      .execute();
    expect(named).toEqual([]);
  });
});
