import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Notification } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, MAIN_EMAIL, seedDemo } from '../scripts/demo/seed';
import { localDiskStorage } from '../src/lib/media-storage';
import { createTestApp, type TestApp } from './app';
import { testDatabaseKinds } from './databases';
import { countMismatches } from './invariants';

/** Sentences as the seed's ledger reads them: lower case, letters and digits only. */
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?。！？])\s*|\n+/u)
    .map((s) =>
      s
        .toLowerCase()
        .replace(/[^\p{L}\p{N} ]/gu, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => s.length >= 12);

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

  it('has notifications of every kind waiting for the main account', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/notifications', headers });
    const { notifications, unread } = response.json().data as {
      notifications: Notification[];
      unread: number;
    };
    expect(unread).toBeGreaterThanOrEqual(8);
    const fresh = notifications.filter((n) => !n.read);
    const kinds = new Set(fresh.map((n) => (n.reaction ? `${n.kind}:${n.reaction}` : n.kind)));
    for (const k of ['follow', 'follow_request', 'comment', 'reaction:like', 'reaction:hug'])
      expect(kinds).toContain(k);
    expect(kinds).toContain('reaction:share');
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

  it('stores no actor with a notification of an anonymous comment', async () => {
    const leaks = await t.db
      .selectFrom('notifications')
      .innerJoin('comments', 'comments.id', 'notifications.comment_id')
      .select('notifications.id')
      .where('notifications.kind', '=', 'comment')
      .where('comments.visibility', '=', 'private')
      .where('notifications.actor_id', 'is not', null)
      .execute();
    expect(leaks).toEqual([]);
  });
});
