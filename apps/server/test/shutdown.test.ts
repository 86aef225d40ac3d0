import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openUnmigratedDatabase, testDatabaseKinds } from './databases';
import { startServer } from './server-process';
import { openStream } from './sse';

/**
 * The server runs in a process of its own and reaches its database by URL. PGlite lives in
 * the process that opened it and has no URL, so it cannot take part; real PostgreSQL joins
 * when CI provides one.
 */
const kinds = testDatabaseKinds.filter((kind) => kind !== 'pglite');

describe.each(kinds)('graceful shutdown on %s (a real process)', (kind) => {
  it('on SIGTERM finishes writes in flight, ends streams, and loses no answered write', async () => {
    // The server migrates it on start; this test only reads it back at the end.
    const database = await openUnmigratedDatabase(kind);
    const dir = mkdtempSync(join(tmpdir(), 'social-shutdown-'));
    const { child, base } = await startServer({
      DATABASE_URL: database.url as string,
      MEDIA_DIR: join(dir, 'media'),
      RATE_LIMITS: 'off',
    });
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );

    const account = {
      name: 'Shut Down',
      username: 'shut_down',
      email: 'shut@example.com',
      phone: '0123456789',
      password: 'a long shutdown passphrase',
    };
    await fetch(`${base}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    const login = (await (
      await fetch(`${base}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      })
    ).json()) as { data: { token: string } };
    const headers = {
      authorization: `Bearer ${login.data.token}`,
      'content-type': 'application/json',
    };
    const stream = await openStream(`${base}/api/v1/events`, {
      authorization: headers.authorization,
    });

    const writes = Array.from({ length: 40 }, (_, i) =>
      fetch(`${base}/api/v1/post/new`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ content: `in flight ${i}` }),
      }).then(
        (r) => r.status,
        () => 0, // refused: the server had stopped taking connections
      ),
    );
    await new Promise((r) => setTimeout(r, 15));
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    const statuses = await Promise.all(writes);
    const code = await exited;
    await stream.ended$;

    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(stream.ended).toBe(true);
    for (const status of statuses) expect([201, 503, 0]).toContain(status);
    const answered = statuses.filter((s) => s === 201).length;
    expect(answered).toBeGreaterThan(0);

    // Every write that was answered 201 is in the database, and nothing else is.
    const { db } = database.handle;
    const rows = await db.selectFrom('posts').select('content').execute();
    await db.destroy();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
    expect(rows.length).toBe(answered);
  }, 180_000);
});
