import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { startServer } from './server-process';
import { openStream } from './sse';

describe('graceful shutdown (sqlite, a real process)', () => {
  it('on SIGTERM finishes writes in flight, ends streams, and loses no answered write', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'social-shutdown-'));
    const databaseUrl = `sqlite:${join(dir, 'app.db')}`;
    const port = String(3600 + Math.floor(Math.random() * 300));
    const { child, base } = await startServer({
      PORT: port,
      DATABASE_URL: databaseUrl,
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
    const { db } = openDatabase(databaseUrl);
    const rows = await db.selectFrom('posts').select('content').execute();
    await db.destroy();
    expect(rows.length).toBe(answered);
  }, 30_000);
});
