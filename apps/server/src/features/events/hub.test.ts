import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/databases';
import { inProcessBus } from '../../lib/event-bus';
import { createHub } from './hub';

/** A response whose unsent bytes we decide: a reader that never reads, or one that keeps up. */
function fakeResponse(stuck: boolean) {
  const chunks: string[] = [];
  let pending = 0;
  let ended = false;
  const raw = {
    destroyed: false,
    get writableLength() {
      return pending;
    },
    get writableEnded() {
      return ended;
    },
    write(chunk: string) {
      if (stuck) pending += chunk.length;
      else chunks.push(chunk);
      return !stuck;
    },
    end() {
      ended = true;
    },
    on() {
      return raw;
    },
  };
  return { raw: raw as unknown as ServerResponse, chunks, ended: () => ended };
}

const silentLog = { info() {}, error() {}, warn() {} } as never;

describe('event hub', () => {
  it('drops a client that cannot keep up, without slowing or starving the others', async () => {
    const { handle, drop } = await createTestDatabase('sqlite');
    const bus = inProcessBus();
    const hub = createHub(handle.db, bus, silentLog);
    const slow = fakeResponse(true);
    const fast = fakeResponse(false);
    await hub.add({ viewerId: 'a', sessionId: 's1', raw: slow.raw }, undefined);
    await hub.add({ viewerId: 'b', sessionId: 's2', raw: fast.raw }, undefined);
    expect(hub.size).toBe(2);
    // Follow events reach both parties; the slow one's buffer only grows until it is cut off.
    for (let i = 0; i < 5000; i++)
      await bus.publish({ type: 'follow', followerId: 'a', followeeId: 'b' });
    await new Promise((r) => setTimeout(r, 200));
    expect(slow.ended()).toBe(true);
    expect(hub.size).toBe(1);
    expect(fast.chunks.filter((c) => c.includes('event: follow'))).toHaveLength(5000);
    hub.closeAll();
    await handle.db.destroy();
    await drop();
  });
});
