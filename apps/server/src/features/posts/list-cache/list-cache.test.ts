import { describe, expect, it } from 'vitest';
import { ListCache } from './list-cache';

const setup = (maxBytes = 100_000, maxAgeMs = 1000) => {
  const clock = { now: 0 };
  const cache = new ListCache({ maxBytes, maxAgeMs, newestPostId: 'id-50', now: () => clock.now });
  const store = (viewer: string, key: string, deps = { head: false, postIds: ['p1'] }) =>
    cache.put(cache.ticket(), viewer, key, `${viewer}:${key}`, deps);
  return { cache, clock, store };
};

describe('list cache', () => {
  it('keeps answers per viewer and per request', () => {
    const { cache, store } = setup();
    store('ann', 'a');
    expect(cache.get('ann', 'a')).toBe('ann:a');
    expect(cache.get('bob', 'a')).toBeUndefined();
    expect(cache.get('ann', 'b')).toBeUndefined();
  });

  it('forgets by what changed: the viewer, a post shown, new posts for first pages, or all', () => {
    const { cache, store } = setup();
    const head = { head: true, postIds: ['p1'] };
    store('ann', 'first', head);
    store('ann', 'older');
    store('bob', 'older');
    cache.newPost('id-51');
    expect(cache.get('ann', 'first')).toBeUndefined();
    expect(cache.get('ann', 'older')).toBe('ann:older');
    cache.viewerChanged('ann');
    expect(cache.get('ann', 'older')).toBeUndefined();
    expect(cache.get('bob', 'older')).toBe('bob:older');
    cache.postChanged('p2');
    expect(cache.get('bob', 'older')).toBe('bob:older');
    cache.postChanged('p1');
    expect(cache.get('bob', 'older')).toBeUndefined();
    store('bob', 'older');
    cache.everythingChanged();
    expect(cache.get('bob', 'older')).toBeUndefined();
  });

  it('outdates pages after a cursor only with a post that arrived late below that cursor', () => {
    const { cache, store } = setup();
    const pageBelow = (before: string) => ({ head: false, postIds: ['p1'], before });
    store('ann', 'below 40', pageBelow('id-40'));
    store('ann', 'below 30', pageBelow('id-30'));
    cache.newPost('id-52'); // in order: newer than any page's cursor
    cache.newPost('id-52'); // heard again, back from the bus
    expect(cache.get('ann', 'below 40')).toBe('ann:below 40');
    cache.newPost('id-35'); // committed late, or from a clock running behind
    expect(cache.get('ann', 'below 40')).toBeUndefined();
    expect(cache.get('ann', 'below 30')).toBe('ann:below 30');
  });

  it('lets reposts outdate only lists they enter: first pages, and pages below an undone one', () => {
    const { cache, store } = setup();
    const feeds = (deps: { head: boolean; before?: string }) => ({
      everyone: { ...deps, postIds: ['p1'] },
      following: { ...deps, postIds: ['p1'], reposts: true },
    });
    store('ann', 'everyone first', feeds({ head: true }).everyone);
    store('ann', 'following first', feeds({ head: true }).following);
    cache.newRepostEntry('id-60');
    expect(cache.get('ann', 'everyone first')).toBe('ann:everyone first');
    expect(cache.get('ann', 'following first')).toBeUndefined();

    // Undone, a repost gives back its post's older entry: late, at the post's id.
    store('ann', 'everyone below 40', feeds({ head: false, before: 'id-40' }).everyone);
    store('ann', 'following below 40', feeds({ head: false, before: 'id-40' }).following);
    store('ann', 'following below 30', feeds({ head: false, before: 'id-30' }).following);
    cache.newRepostEntry('id-35');
    expect(cache.get('ann', 'everyone below 40')).toBe('ann:everyone below 40');
    expect(cache.get('ann', 'following below 40')).toBeUndefined();
    expect(cache.get('ann', 'following below 30')).toBe('ann:following below 30');
    // A new post still reaches every first page.
    store('ann', 'following first', feeds({ head: true }).following);
    cache.newPost('id-61');
    expect(cache.get('ann', 'everyone first')).toBeUndefined();
    expect(cache.get('ann', 'following first')).toBeUndefined();
  });

  it('never keeps an answer whose query began before a change it shows', () => {
    const { cache } = setup();
    const ticket = cache.ticket();
    cache.postChanged('p1'); // committed while the query ran
    cache.put(ticket, 'ann', 'a', 'stale', { head: false, postIds: ['p1'] });
    expect(cache.get('ann', 'a')).toBeUndefined();
  });

  it('lets answers die of age, counted from when their query began', () => {
    const { cache, clock } = setup(100_000, 1000);
    const ticket = cache.ticket();
    clock.now = 400;
    cache.put(ticket, 'ann', 'a', 'body', { head: false, postIds: [] });
    clock.now = 999;
    expect(cache.get('ann', 'a')).toBe('body');
    clock.now = 1000;
    expect(cache.get('ann', 'a')).toBeUndefined();
  });

  it('still sees a change after its stamp is pruned, since the answers it outdated are dead', () => {
    const { cache, clock } = setup(100_000, 1000);
    const ticket = cache.ticket();
    clock.now = 10;
    cache.postChanged('p1');
    cache.put(ticket, 'ann', 'a', 'stale', { head: false, postIds: ['p1'] });
    // Two rotations later the stamp of p1 is gone from the maps…
    clock.now = 1100;
    cache.postChanged('p2');
    clock.now = 2200;
    cache.postChanged('p3');
    // …and the answer it outdated has died of age by then.
    expect(cache.get('ann', 'a')).toBeUndefined();
  });

  it('stays within its memory by dropping the oldest answers, and keeps nothing when off', () => {
    // Each costs 2 × (6 + 6) bytes for its key and body, and 64 for the post it shows.
    const { cache, store } = setup(16 * 88);
    for (let n = 10; n < 40; n++) store('ann', String(n));
    expect(cache.size).toBe(16);
    expect(cache.get('ann', '10')).toBeUndefined();
    expect(cache.get('ann', '39')).toBe('ann:39');
    const off = setup(0).cache;
    off.put(off.ticket(), 'ann', 'a', 'body', { head: false, postIds: [] });
    expect(off.get('ann', 'a')).toBeUndefined();
    expect(off.size).toBe(0);
  });
});
