import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../../test/server-process';
import { openStream } from '../../../test/sse';

const redisUrl = process.env.TEST_REDIS_URL;
const adminUrl = process.env.TEST_DATABASE_URL;
const json = { 'content-type': 'application/json' };

/**
 * Two server processes on one PostgreSQL and one Redis: a post made through one reaches a
 * stream held on the other. Runs when CI provides both servers.
 */
const userIdOf = async (base: string, token: string) =>
  (
    (await (
      await fetch(`${base}/api/v1/user/me`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { user: { _id: string } } }
  ).data.user._id;

describe.runIf(redisUrl && adminUrl)('scale-out: two processes, one PostgreSQL, one Redis', () => {
  it('delivers an event published by one process to a stream held by the other', async () => {
    const name = `scale_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    const media = mkdtempSync(join(tmpdir(), 'social-scale-'));
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl as string,
      MEDIA_DIR: media,
      RATE_LIMITS: 'off',
    };
    const one = await startServer(env);
    const two = await startServer(env);
    try {
      const account = (n: number) => ({
        name: `Scale ${n}`,
        username: `scale_${n}`,
        email: `scale${n}@example.com`,
        phone: '0123456789',
        password: 'a long scale-out passphrase',
      });
      const tokens: string[] = [];
      for (const n of [1, 2]) {
        await fetch(`${one.base}/api/v1/auth/signup`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify(account(n)),
        });
        const login = (await (
          await fetch(`${two.base}/api/v1/auth/login`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify(account(n)),
          })
        ).json()) as { data: { token: string } };
        tokens.push(login.data.token);
      }
      // Process two keeps the second person's feed in its cache from here on.
      const feedOnTwo = async () =>
        (
          (await (
            await fetch(`${two.base}/api/v1/post/list`, {
              method: 'POST',
              headers: { ...json, authorization: `Bearer ${tokens[1]}` },
              body: JSON.stringify({ pageSize: 20 }),
            })
          ).json()) as { data: { postList: { _id: string; content: string }[] } }
        ).data.postList;
      expect(await feedOnTwo()).toEqual([]);
      const stream = await openStream(`${two.base}/api/v1/events`, {
        authorization: `Bearer ${tokens[1]}`,
      });
      expect(stream.status).toBe(200);
      const created = (await (
        await fetch(`${one.base}/api/v1/post/new`, {
          method: 'POST',
          headers: { ...json, authorization: `Bearer ${tokens[0]}` },
          body: JSON.stringify({ content: 'from process one', visibility: 'private' }),
        })
      ).json()) as { data: { post: { _id: string } } };
      const event = await stream.next(
        (e) =>
          e.event === 'post.created' && (e.data as { _id: string })._id === created.data.post._id,
        5000,
      );
      expect(event.data).toMatchObject({ content: 'from process one', author: null });
      // The event that reached the stream also made process two forget the cached feed.
      expect((await feedOnTwo()).map((post) => post._id)).toEqual([created.data.post._id]);
      // A change told only by the route (a block) reaches process two's cache through Redis.
      const named = (await (
        await fetch(`${one.base}/api/v1/post/new`, {
          method: 'POST',
          headers: { ...json, authorization: `Bearer ${tokens[0]}` },
          body: JSON.stringify({ content: 'named, from process one' }),
        })
      ).json()) as { data: { post: { _id: string; author: { _id: string } } } };
      await expect.poll(async () => (await feedOnTwo()).length).toBe(2);
      await fetch(`${one.base}/api/v1/user/block`, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${tokens[0]}` },
        body: JSON.stringify({ userId: await userIdOf(two.base, tokens[1] as string) }),
      });
      await expect
        .poll(async () => (await feedOnTwo()).some((post) => post._id === named.data.post._id))
        .toBe(false);
      stream.close();
    } finally {
      one.child.kill('SIGTERM');
      two.child.kill('SIGTERM');
      await Promise.all([one, two].map(({ child }) => new Promise((r) => child.on('exit', r))));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 300_000);
});
