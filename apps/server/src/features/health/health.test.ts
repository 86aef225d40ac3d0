import { existsSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { messages } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';

const TOKEN = 'a-metrics-token-of-some-length';

describe.each(testDatabaseKinds)('probes and metrics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers liveness and readiness without a token', async () => {
    for (const url of ['/api/v1/health/live', '/api/v1/health/ready', '/api/v1/health']) {
      const answer = await t.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.json()).toMatchObject({ success: true, data: { status: 'ok' } });
    }
  });

  it('counts requests by route template and status, and shows streams, cache and loop delay', async () => {
    const person = await t.signedInUser();
    const post = await t.writePost(person, 'measured');
    await t.inject({ method: 'GET', url: `/api/v1/post/${post}`, headers: person.headers });
    await t.inject({ method: 'GET', url: '/api/v1/no/such/thing/42' });
    for (let i = 0; i < 2; i++)
      await t.inject({
        method: 'POST',
        url: '/api/v1/post/list',
        headers: person.headers,
        payload: {},
      });
    const answer = await t.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/v1\/post\/:id",status_code="200"\} 1/,
    );
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status_code="404"\}/);
    expect(text).not.toContain(post);
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toMatch(/event_streams_open 0/);
    expect(text).toMatch(/list_cache_lookups_total\{result="hit"\} 1/);
    expect(text).toMatch(/list_cache_lookups_total\{result="miss"\} 1/);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    const counted = (name: string) =>
      Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
    expect(counted('nodejs_eventloop_active_seconds_total')).toBeGreaterThan(0);
    // Linux keeps each thread's wait for a core in schedstat; elsewhere there is no such series.
    if (existsSync('/proc/self/schedstat'))
      expect(counted('process_main_thread_run_queue_wait_seconds_total')).toBeGreaterThanOrEqual(0);
    else expect(text).not.toContain('process_main_thread_run_queue_wait_seconds_total');
  });

  it('serves metrics to the loopback address only', async () => {
    const away = await t.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(away.statusCode).toBe(403);
    expect(away.json().message).toBe(messages.metricsForbidden);
  });
});

describe('metrics behind a token', () => {
  it('serves them to whoever sends the token, from anywhere, and to nobody else', async () => {
    const t = await createTestApp('sqlite', { metricsToken: TOKEN });
    try {
      const read = (headers: Record<string, string>, remoteAddress: string) =>
        t.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
      expect((await read({ authorization: `Bearer ${TOKEN}` }, '203.0.113.9')).statusCode).toBe(
        200,
      );
      expect((await read({ authorization: `Bearer ${TOKEN}x` }, '203.0.113.9')).statusCode).toBe(
        403,
      );
      expect((await read({}, '127.0.0.1')).statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});

describe('a closed app', () => {
  // Test processes build hundreds of apps: one the process keeps after its close keeps its
  // database too (a PGlite holds about 200 MB), and the process's memory grows until load
  // shedding turns everything away.
  it('leaves nothing that holds its database, metrics included', async () => {
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    const closedDatabase = async () => {
      const t = await createTestApp('sqlite');
      const person = await t.signedInUser();
      await t.writePost(person, 'measured before the close');
      expect((await t.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
      await t.close();
      return new WeakRef(t.db);
    };
    const database = await closedDatabase();
    for (let i = 0; i < 3 && database.deref(); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      collectGarbage();
    }
    expect(database.deref()).toBeUndefined();
  });
});
