import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { noLoadShedding } from '../test/app';
import { createTestDatabase, testDatabaseKinds } from '../test/databases';
import { buildApp } from './app';
import { parseConfig } from './config';
import { createLogger } from './lib/logger';

describe.each(testDatabaseKinds)('logs on %s', (kind) => {
  it('carry request ids and never a password, a token or a ticket', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { handle, drop } = await createTestDatabase(kind);
    const app = await buildApp({
      config: { ...parseConfig({ RATE_LIMITS: 'off' }), mediaDir: '/tmp/social-log-media' },
      database: handle,
      logger: createLogger('trace', sink),
      webDist: '/nonexistent',
      overloadBounds: noLoadShedding,
    });
    const password = 'a very secret passphrase 42';
    const account = {
      name: 'Log Person',
      username: 'log_person',
      email: 'log@example.com',
      phone: '0123456789',
      password,
    };
    await app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: account });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: account.email, password },
    });
    const token = login.json().data.token as string;
    const headers = { authorization: `Bearer ${token}` };
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: account.email, password: 'wrong but secret' },
    });
    const ticket = (
      await app.inject({ method: 'POST', url: '/api/v1/events/ticket', headers })
    ).json().data.ticket as string;
    await app.inject({ method: 'GET', url: '/api/v1/user/me', headers });
    // A ticket travels in the event stream's URL (EventSource sends no headers).
    await app.inject({ method: 'GET', url: '/api/v1/events?ticket=not-a-real-ticket-but-secret' });
    await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers });
    await app.close();
    await drop();

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of [password, 'wrong but secret', token, ticket, 'not-a-real-ticket'])
      expect(log).not.toContain(secret);
    const failed = lines.map((l) => JSON.parse(l)).find((l) => l.code === 'UNAUTHORIZED');
    expect(failed?.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(log).toContain('logged in');
    expect(log).toContain('logged out');
  });
});
