import { messages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { noLoadShedding } from './app';
import { ownPostgres, postgresBinaries } from './postgres-server';

const bin = postgresBinaries();

/** PostgreSQL stopped under a running server: 503 with a clear message, then recovery by itself. */
describe.runIf(bin)('a database that goes away (PostgreSQL)', () => {
  it('answers 503 while PostgreSQL is down, says so on /health and /health/ready, and recovers when it returns', async () => {
    const server = await ownPostgres(bin as string);
    const database = openDatabase(server.url);
    try {
      await migrateToLatest(database.db);
      const app = await buildApp({
        config: { ...parseConfig({ RATE_LIMITS: 'off' }), mediaDir: '/tmp/social-outage-media' },
        database,
        webDist: '/nonexistent',
        overloadBounds: noLoadShedding,
      });
      const account = {
        name: 'Outage',
        username: 'outage',
        email: 'outage@example.com',
        phone: '0123456789',
        password: 'a long outage passphrase',
      };
      expect(
        (await app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: account }))
          .statusCode,
      ).toBe(201);
      const token = (
        await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: account })
      ).json().data.token;
      const headers = { authorization: `Bearer ${token}` };

      server.stop();
      for (const response of [
        await app.inject({ method: 'GET', url: '/api/v1/user/me', headers }),
        await app.inject({
          method: 'POST',
          url: '/api/v1/post/new',
          headers,
          payload: { content: 'while down' },
        }),
        await app.inject({ method: 'GET', url: '/api/v1/health' }),
        await app.inject({ method: 'GET', url: '/api/v1/health/ready' }),
      ]) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBeDefined();
        expect(response.json()).toMatchObject({
          success: false,
          code: 'SERVICE_UNAVAILABLE',
          message: messages.serviceUnavailable,
        });
      }

      // Alive all the while: an orchestrator should stop sending traffic, not restart it.
      expect((await app.inject({ method: 'GET', url: '/api/v1/health/live' })).statusCode).toBe(
        200,
      );
      server.start();
      let health = 0;
      for (let i = 0; i < 50 && health !== 200; i++) {
        health = (await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode;
        if (health !== 200) await new Promise((r) => setTimeout(r, 200));
      }
      expect(health).toBe(200);
      expect(
        (await app.inject({ method: 'GET', url: '/api/v1/user/me', headers })).statusCode,
      ).toBe(200);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/v1/post/new',
            headers,
            payload: { content: 'after' },
          })
        ).statusCode,
      ).toBe(201);
      await app.close();
    } finally {
      server.remove();
    }
  }, 60_000);
});
