import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { openStream } from '../../../test/sse';

const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * Two server instances on one PostgreSQL and one Redis: a post made through one reaches a
 * stream held on the other. Runs when CI provides both servers.
 */
describe.runIf(redisUrl && databaseUrl)('scale-out over Redis', () => {
  it('delivers an event published on one instance to a stream on the other', async () => {
    const first = await createTestApp('postgres', { redisUrl });
    // The second instance shares the first one's database, as two processes behind a balancer would.
    const second = await createTestApp('postgres', { redisUrl }, first.database);
    try {
      const base = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const author = await first.signedInUser();
      const reader = await first.signedInUser();
      const stream = await openStream(`${base}/api/v1/events`, reader.headers);
      expect(stream.status).toBe(200);
      const created = await first.inject({
        method: 'POST',
        url: '/api/v1/post/new',
        headers: author.headers,
        payload: { content: 'from instance one', visibility: 'private' },
      });
      const id = created.json().data.post._id;
      const event = await stream.next(
        (e) => e.event === 'post.created' && (e.data as { _id: string })._id === id,
        5000,
      );
      expect(event.data).toMatchObject({ content: 'from instance one', author: null });
      stream.close();
    } finally {
      await second.app.close();
      await first.close();
    }
  });
});
