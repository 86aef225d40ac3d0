import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pictureLimits } from '@app/contract';
import { sql } from 'kysely';
import pg from 'pg';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { multipartBody } from './multipart';
import { startServer } from './server-process';

type Target = {
  label: string;
  databaseUrl: () => Promise<{ url: string; drop: () => Promise<void> }>;
};

const targets: Target[] = [
  {
    label: 'SQLite',
    databaseUrl: async () => ({
      url: `sqlite:${join(mkdtempSync(join(tmpdir(), 'social-crash-')), 'app.db')}`,
      drop: async () => {},
    }),
  },
];
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  targets.push({
    label: 'PostgreSQL',
    databaseUrl: async () => {
      const name = `crash_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        url: url.toString(),
        drop: async () => {
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.end();
        },
      };
    },
  });
}

const json = { 'content-type': 'application/json' };

const accountNamed = (username: string) => ({
  name: username,
  username,
  email: `${username}@example.com`,
  phone: '0123456789',
  password: 'a long crash test passphrase',
});

/** A new account on the running server; its token. */
async function signUpAndLogIn(base: string, account: ReturnType<typeof accountNamed>) {
  const post = (path: string) =>
    fetch(`${base}/api/v1/auth/${path}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(account),
    });
  await post('signup');
  const login = (await (await post('login')).json()) as { data: { token: string } };
  return login.data.token;
}

/**
 * Kills the server with SIGKILL in the middle of a stream of writes, starts it again, and
 * checks that every write that was answered 2xx is there and the database is sound.
 */
describe.each(targets)('crash safety on $label (a real process, SIGKILL)', ({ databaseUrl }) => {
  it('keeps every write that got a 2xx', async () => {
    const database = await databaseUrl();
    const dir = mkdtempSync(join(tmpdir(), 'social-crash-media-'));
    const env = { DATABASE_URL: database.url, MEDIA_DIR: dir, RATE_LIMITS: 'off' };
    let { child, base } = await startServer(env);

    const account = accountNamed('crash_test');
    const headers = { ...json, authorization: `Bearer ${await signUpAndLogIn(base, account)}` };
    const first = (await (
      await fetch(`${base}/api/v1/post/new`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ content: 'the first' }),
      })
    ).json()) as {
      data: { post: { _id: string } };
    };
    const postId = first.data.post._id;

    const acknowledged = {
      posts: [] as string[],
      comments: [] as string[],
      signups: [] as string[],
      reacted: false,
    };
    let stop = false;
    const writer = async (i: number) => {
      for (let n = 0; !stop; n++) {
        const kind = (i + n) % 4;
        try {
          if (kind === 0) {
            const content = `post ${i}-${n}`;
            const r = await fetch(`${base}/api/v1/post/new`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ content }),
            });
            if (r.ok) acknowledged.posts.push(content);
          } else if (kind === 1) {
            const content = `comment ${i}-${n}`;
            const r = await fetch(`${base}/api/v1/comment/new`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ comment: { content, post: postId } }),
            });
            if (r.ok) acknowledged.comments.push(content);
          } else if (kind === 2) {
            const r = await fetch(`${base}/api/v1/post/${postId}/react`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ kind: 'like', active: true }),
            });
            if (r.ok) acknowledged.reacted = true;
          } else {
            const email = `crash${i}x${n}@example.com`;
            const body = { ...account, username: `crash_${i}_${n}`, email };
            const r = await fetch(`${base}/api/v1/auth/signup`, {
              method: 'POST',
              headers: json,
              body: JSON.stringify(body),
            });
            if (r.ok) acknowledged.signups.push(email);
          }
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: 6 }, (_, i) => writer(i));
    await new Promise((r) => setTimeout(r, 400 + Math.random() * 600));
    child.kill('SIGKILL');
    await new Promise((r) => child.on('exit', r));
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.posts.length + acknowledged.comments.length).toBeGreaterThan(0);

    ({ child, base } = await startServer(env));
    const health = await fetch(`${base}/api/v1/health`);
    expect(health.status).toBe(200);
    child.kill('SIGTERM');
    await new Promise((r) => child.on('exit', r));

    const { db, kind } = openDatabase(database.url);
    try {
      const posts = new Set(
        (await db.selectFrom('posts').select('content').execute()).map((r) => r.content),
      );
      for (const content of acknowledged.posts) expect(posts.has(content), content).toBe(true);
      const comments = new Set(
        (await db.selectFrom('comments').select('content').execute()).map((r) => r.content),
      );
      for (const content of acknowledged.comments)
        expect(comments.has(content), content).toBe(true);
      const emails = new Set(
        (await db.selectFrom('users').select('email_key').execute()).map((r) => r.email_key),
      );
      for (const email of acknowledged.signups) expect(emails.has(email), email).toBe(true);
      // Counts kept in rows still equal their rows: multi-row writes were all-or-nothing.
      const post = await db
        .selectFrom('posts')
        .select(['likes_count', 'comments_count'])
        .where('id', '=', postId)
        .executeTakeFirstOrThrow();
      const likes = await db
        .selectFrom('post_reactions')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('post_id', '=', postId)
        .executeTakeFirstOrThrow();
      const commentRows = await db
        .selectFrom('comments')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('post_id', '=', postId)
        .executeTakeFirstOrThrow();
      expect(post.likes_count).toBe(Number(likes.n));
      expect(post.comments_count).toBe(Number(commentRows.n));
      if (acknowledged.reacted) expect(post.likes_count).toBe(1);
      if (kind === 'sqlite') {
        const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
        expect(check.rows[0]?.integrity_check).toBe('ok');
      }
    } finally {
      await db.destroy();
      await database.drop();
    }
  }, 300_000);
  it('leaves no picture file without its row, and no row without its files', async () => {
    const database = await databaseUrl();
    const dir = mkdtempSync(join(tmpdir(), 'social-crash-media-'));
    const env = { DATABASE_URL: database.url, MEDIA_DIR: dir, RATE_LIMITS: 'off' };
    let { child, base } = await startServer(env);

    // Big enough that re-encoding takes a while, so the kill lands inside uploads.
    const photo = await sharp({
      create: {
        width: 2400,
        height: 1800,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg()
      .toBuffer();
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++)
      tokens.push(await signUpAndLogIn(base, accountNamed(`uploader_${i}`)));
    let stop = false;
    let answered = 0;
    const uploader = async (token: string) => {
      while (!stop) {
        const form = multipartBody(
          { name: 'Uploader' },
          { name: 'file', filename: 'me.jpg', type: 'image/jpeg', bytes: photo },
        );
        try {
          const r = await fetch(`${base}/api/v1/user/update`, {
            method: 'PUT',
            headers: { ...form.headers, authorization: `Bearer ${token}` },
            body: form.payload,
          });
          if (r.ok) answered += 1;
        } catch {
          return; // the server is gone
        }
      }
    };
    const uploads = tokens.map(uploader);
    await new Promise((r) => setTimeout(r, 1500 + Math.random() * 1000));
    child.kill('SIGKILL');
    await new Promise((r) => child.on('exit', r));
    stop = true;
    await Promise.all(uploads);
    expect(answered).toBeGreaterThan(0);
    // Leftovers of the kinds a crash leaves, made certain: a half-written file and a picture
    // whose row never changed.
    const someone = (await readdir(join(dir, 'avatars')))[0] as string;
    writeFileSync(join(dir, 'avatars', someone, 'cutoff-400.jpg.0badc0de.partial'), 'half');
    writeFileSync(join(dir, 'avatars', someone, 'never-saved-400.jpg'), photo);

    ({ child, base } = await startServer(env));
    child.kill('SIGTERM');
    await new Promise((r) => child.on('exit', r));

    const { db } = openDatabase(database.url);
    try {
      const pictures = (await db.selectFrom('users').select('profile_pic').execute())
        .map((r) => r.profile_pic)
        .filter((url) => url !== '');
      expect(pictures.length).toBeGreaterThan(0);
      const expected = pictures.flatMap((url) =>
        pictureLimits.sizes.map((size) =>
          url.replace(/^\/media\//, '').replace(/-\d+\.jpg$/, `-${size}.jpg`),
        ),
      );
      const onDisk = (await readdir(join(dir, 'avatars'), { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
      expect(onDisk.sort()).toEqual(expected.sort());
    } finally {
      await db.destroy();
      await database.drop();
    }
  }, 300_000);
});
