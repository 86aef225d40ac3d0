import type { LightMyRequestResponse } from 'fastify';
import type { TestDatabaseKind } from '../databases';
import { createStreamingTestApp, type EventStream } from '../streaming-app';

/**
 * One world of the identity-equivalence test (rule 15): the real app on a fresh database,
 * the same people signed up in the same order, and an event stream open for each observer.
 * Two worlds differ only in which of A and B wrote each anonymous piece.
 */
export const people = ['M', 'A', 'B', 'C', 'D'] as const;
export type Name = (typeof people)[number];
/** Who watches: the moderator and two people who also act. A and B are the suspects. */
export const observers: Name[] = ['M', 'C', 'D'];
/** The suspects swap places for every anonymous piece; everything named stays the same. */
export const swap = (name: Name): Name => (name === 'A' ? 'B' : name === 'B' ? 'A' : name);

const fullNames: Record<Name, string> = {
  M: 'Mia Moderator',
  A: 'Ada Suspect',
  B: 'Bo Suspect',
  C: 'Cy Observer',
  D: 'Di Observer',
};

export type Piece = { kind: 'post' | 'comment'; id: string; author: Name; postId: string };

export type World = Awaited<ReturnType<typeof createWorld>>;

export async function createWorld(kind: TestDatabaseKind) {
  const t = await createStreamingTestApp(kind);
  const headers = {} as Record<Name, Record<string, string>>;
  const ids = {} as Record<Name, string>;
  for (const name of people) {
    const person = await t.signedInUser({
      name: fullNames[name],
      username: `person_${name.toLowerCase()}`,
      email: `${name.toLowerCase()}@example.test`,
    });
    headers[name] = person.headers;
    ids[name] = person.user._id;
  }
  const streams = {} as Record<Name, EventStream>;
  for (const name of observers) streams[name] = await t.stream({ headers: headers[name] });
  /** Every id this world has named, so that answers can be compared across worlds. */
  const names = new Map<string, string>(people.map((n) => [ids[n], `user:${n}`]));
  const pieces: (Piece | null)[] = [];
  let barrier = 0;
  let seenEvents = {} as Record<Name, number>;
  for (const name of observers) seenEvents[name] = 0;

  const inject = (
    who: Name,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    t.inject({
      method,
      url: `/api/v1${url}`,
      headers: headers[who],
      ...(payload ? { payload } : {}),
    });

  return {
    t,
    ids,
    names,
    pieces,
    inject,
    /** Names a piece's id after the step that made it, the same in both worlds. */
    record(piece: Piece | null) {
      pieces.push(piece);
      if (piece) names.set(piece.id, `${piece.kind}#${pieces.length - 1}`);
    },
    /**
     * The events each observer received since the last call. A marker published after the
     * step passes through the hub's one queue behind everything the step caused.
     */
    async drainEvents(): Promise<Record<string, unknown[]>> {
      barrier += 1;
      const marker = `barrier-${barrier}`;
      const out: Record<string, unknown[]> = {};
      for (const name of observers)
        await t.app.bus.publish({ type: 'follow', followerId: ids[name], followeeId: marker });
      for (const name of observers) {
        const stream = streams[name];
        if (!stream.ended)
          await stream
            .next((e) => (e.data as { followeeId?: string })?.followeeId === marker, 5000)
            .catch(() => undefined);
        const all = stream.events;
        const fresh = all
          .slice(seenEvents[name])
          .filter(
            (e) => !String((e.data as { followeeId?: string })?.followeeId).startsWith('barrier-'),
          )
          .map((e) => ({ event: e.event, data: e.data }));
        seenEvents = { ...seenEvents, [name]: all.length };
        out[name] = fresh;
      }
      return out;
    },
    close: t.close,
  };
}

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const isoTime = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;

/**
 * An answer with its world's ids replaced by the names both worlds share (`user:A`,
 * `post#3`), other ids by their order of first appearance, times and cursors blanked.
 * A suspect's id in an answer thus reads `user:A` in one world and `user:B` in the other.
 */
export function normalise(world: World, others: Map<string, string>, text: string): string {
  return text
    .replace(/"nextCursor":"[^"]*"/g, '"nextCursor":"…"')
    .replace(isoTime, 'T')
    .replace(uuid, (id) => {
      const known = world.names.get(id) ?? others.get(id);
      if (known) return known;
      const named = `id:${others.size + 1}`;
      others.set(id, named);
      return named;
    });
}
