import { messages } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../test/app';
import { testDatabaseKinds } from '../test/databases';
import { rateLimits } from './plugins/rate-limit';

const ID = '01a2055b-a019-7441-931f-74e5443da323';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(testDatabaseKinds)('one write budget for every write route on %s', (kind) => {
  let t: TestApp;
  let spender: TestPerson;
  let bystander: TestPerson;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimits: true });
    spender = await t.signedInUser();
    bystander = await t.signedInUser();
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (route: { method: string; url: string }, person: TestPerson) =>
    t.inject({
      method: route.method as Method,
      url: route.url.replace(':id', ID),
      headers: person.headers,
      ...(route.method === 'GET' ? {} : { payload: {} }),
    });

  it('spends it on every signed-in route that changes something, and on nothing else', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api'));
    const writes = routes.filter((r) => r.writes);
    // Reads sent as POST and public routes are the only POSTs outside the budget.
    expect(
      routes
        .filter((r) => r.method !== 'GET' && !r.writes && !r.public)
        .map((r) => r.url)
        .sort(),
    ).toEqual([
      '/api/v1/comment/list',
      '/api/v1/post/list',
      '/api/v1/post/popular',
      '/api/v1/post/saved',
      '/api/v1/user/followers',
      '/api/v1/user/following',
      '/api/v1/user/list',
    ]);
    expect(writes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/v1/events/ticket',
        'POST /api/v1/notifications/read',
        'POST /api/v1/auth/sessions/revoke-others',
      ]),
    );

    for (let spent = 0; spent < rateLimits.writesPerUser.max; spent++) {
      const ticket = await call({ method: 'POST', url: '/api/v1/events/ticket' }, spender);
      expect(ticket.statusCode).toBe(200);
    }
    for (const route of writes) {
      const answer = await call(route, spender);
      expect(answer.statusCode, `${route.method} ${route.url}`).toBe(429);
      expect(answer.json().message).toBe(messages.rateLimited);
      expect(answer.headers['retry-after']).toBeDefined();
    }
    // Reading goes on, and the budget is the spender's alone.
    const feed = await call({ method: 'POST', url: '/api/v1/post/list' }, spender);
    expect(feed.statusCode).toBe(200);
    const unread = await call({ method: 'POST', url: '/api/v1/notifications/read' }, bystander);
    expect(unread.statusCode).toBe(200);
  });
});
