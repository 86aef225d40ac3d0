import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectDelayMs } from '@/config';
import { authStorage } from '@/lib/auth-storage';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { connectEventStream } from './event-stream';
import { FakeEventSource, stubEventSource } from './fake-event-source';

/** Answers each ticket request with a new ticket: t1, t2, ... */
function stubTickets() {
  let issued = 0;
  return stubFetch(({ path }) => {
    if (path !== '/api/v1/events/ticket') return fail(404, 'NOT_FOUND', 'Not found');
    issued += 1;
    return ok({ ticket: `t${issued}` });
  });
}

describe('connectEventStream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    authStorage.setSession('token-1', 'user-1');
    stubEventSource();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens with a single-use ticket, never the token', async () => {
    const { calls } = stubTickets();
    const stream = connectEventStream({});
    await vi.advanceTimersByTimeAsync(0);

    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/v1/events/ticket' });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(FakeEventSource.latest.url).toBe('/api/v1/events?ticket=t1');
    expect(FakeEventSource.latest.url).not.toContain('token-1');
    stream.close();
  });

  it('says each time the stream opens, so that what came before can be read again', async () => {
    stubTickets();
    const onOpen = vi.fn();
    const stream = connectEventStream({}, onOpen);
    await vi.advanceTimersByTimeAsync(0);
    expect(onOpen).not.toHaveBeenCalled();
    FakeEventSource.latest.open();
    expect(onOpen).toHaveBeenCalledTimes(1);
    stream.close();
  });

  it("reconnects on the seed's schedule: 1 s for attempts 0-4, 5 s from 5, 10 s from 15, 60 s from 100", async () => {
    const { calls } = stubTickets();
    const stream = connectEventStream({});
    await vi.advanceTimersByTimeAsync(0);

    for (let attempt = 0; attempt < 102; attempt += 1) {
      const expected = attempt < 5 ? 1000 : attempt < 15 ? 5000 : attempt < 100 ? 10_000 : 60_000;
      expect(reconnectDelayMs(attempt)).toBe(expected);
      FakeEventSource.latest.fail();
      const before = calls.length;
      await vi.advanceTimersByTimeAsync(expected - 1);
      expect(calls.length, `no new ticket before ${expected} ms at attempt ${attempt}`).toBe(
        before,
      );
      await vi.advanceTimersByTimeAsync(1);
      expect(calls.length, `a new ticket after ${expected} ms at attempt ${attempt}`).toBe(
        before + 1,
      );
    }
    // Every reconnection used a ticket of its own.
    expect(FakeEventSource.latest.params.get('ticket')).toBe('t103');
    stream.close();
  });

  it('starts the count again after a successful open', async () => {
    const { calls } = stubTickets();
    const stream = connectEventStream({});
    await vi.advanceTimersByTimeAsync(0);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      FakeEventSource.latest.fail();
      await vi.advanceTimersByTimeAsync(reconnectDelayMs(attempt));
    }
    expect(calls).toHaveLength(7);

    FakeEventSource.latest.open();
    FakeEventSource.latest.fail();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(8);
    stream.close();
  });

  it('resumes from the last event seen, and logs the disconnect', async () => {
    stubTickets();
    const seen: unknown[] = [];
    const stream = connectEventStream({ 'post.counts': (data) => seen.push(data) });
    await vi.advanceTimersByTimeAsync(0);
    const first = FakeEventSource.latest;
    first.open();
    first.emit('post.counts', { _id: 'p1' }, 'e-41');
    first.emit('post.counts', { _id: 'p2' }, 'e-42');
    first.fail();

    expect(first.closed).toBe(true);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Realtime disconnected'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual([{ _id: 'p1' }, { _id: 'p2' }]);
    expect(FakeEventSource.latest.params.get('ticket')).toBe('t2');
    expect(FakeEventSource.latest.params.get('lastEventId')).toBe('e-42');
    stream.close();
  });

  it('retries when a ticket cannot be had, on the same schedule', async () => {
    let answer = fail(503, 'SERVICE_UNAVAILABLE', 'Try later');
    const { calls } = stubFetch(() => answer);
    const stream = connectEventStream({});
    // A failure is read with the contract's schema, which the API client imports on demand.
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.instances).toHaveLength(0);

    answer = ok({ ticket: 'late' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    expect(FakeEventSource.latest.params.get('ticket')).toBe('late');
    stream.close();
  });

  it('stays closed after close(), and after the session ended', async () => {
    const { calls } = stubTickets();
    const stream = connectEventStream({});
    await vi.advanceTimersByTimeAsync(0);
    stream.close();
    expect(FakeEventSource.latest.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(1);

    // Signed out elsewhere: the server ends the stream and refuses a new ticket.
    const refused = stubFetch(() => fail(401, 'UNAUTHORIZED', 'Not authenticated'));
    connectEventStream({});
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(refused.calls).toHaveLength(1);

    // Signed out here: no token, so no new attempt at all.
    stubTickets();
    connectEventStream({});
    await vi.advanceTimersByTimeAsync(0);
    authStorage.clear();
    FakeEventSource.latest.fail();
    const opened = FakeEventSource.instances.length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeEventSource.instances).toHaveLength(opened);
  });
});
