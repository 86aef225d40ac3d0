import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { isAnonymous, type Visibility } from '@app/contract';
import { Redis } from 'ioredis';
import { newId } from './ids';

/**
 * What happened, by id only. Each instance shapes an event for each of its own viewers
 * when it delivers it, so nothing shaped for one person ever crosses the bus.
 */
export type BusEvent =
  | { type: 'post.created' | 'post.updated' | 'post.counts'; postId: string }
  /**
   * `namedBy`: the author of a named post, which only those who may see the author's named
   * activity heard of; absent for an anonymous post, which reached everyone. The post is
   * gone by delivery, so this is all that is left to decide who hears it is gone.
   */
  | { type: 'post.deleted'; postId: string; namedBy?: string }
  /** A share entered (or left) the sharer's followers' Following feeds and their profile. */
  | { type: 'post.reposted'; postId: string; repostId: string; userId: string }
  | { type: 'post.unreposted'; postId: string; userId: string }
  | { type: 'comment.created' | 'comment.counts'; commentId: string; postId: string }
  /**
   * `kept`: it had replies, and stays as a '[deleted]' placeholder over them. `namedBy`: the
   * writer of a named comment, as for a post.
   */
  | { type: 'comment.deleted'; commentId: string; postId: string; kept?: boolean; namedBy?: string }
  | { type: 'notification'; userId: string }
  | { type: 'follow'; followerId: string; followeeId: string }
  | { type: 'session.ended'; sessionId: string }
  | { type: 'user.ended'; userId: string }
  /** Cached post lists to forget: one viewer's, or everyone's (lib/list-cache.ts). */
  | { type: 'lists.changed'; userId?: string };

export type StampedEvent = BusEvent & { id: string };

type Writing = { id: string; author_id: string; visibility: Visibility };
const namedBy = (writing: Writing) => (isAnonymous(writing) ? {} : { namedBy: writing.author_id });

/** That a post is gone, with its author when it was named (see `BusEvent`). */
export const postDeleted = (post: Writing): BusEvent => ({
  type: 'post.deleted',
  postId: post.id,
  ...namedBy(post),
});

/** That a comment is gone, or `kept` as a placeholder, with its writer when it was named. */
export const commentDeleted = (comment: Writing, postId: string, kept = false): BusEvent => ({
  type: 'comment.deleted',
  commentId: comment.id,
  postId,
  ...(kept && { kept }),
  ...namedBy(comment),
});

export interface EventBus {
  publish(event: BusEvent): Promise<void>;
  subscribe(handler: (event: StampedEvent) => void): void;
  /** Resolves once this instance hears every event published from now on. */
  ready(): Promise<void>;
  /**
   * Called with false when this instance may stop hearing events (its link to the others is
   * down), and with true once it hears them again; events in between are lost.
   */
  onHearing(listener: (hearing: boolean) => void): void;
  /** Rejects when what links the instances (Redis) does not answer; for readiness. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** One process: events go straight to this process's streams. */
export function inProcessBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (event) => {
      emitter.emit('event', { ...event, id: newId() });
    },
    subscribe: (handler) => {
      emitter.on('event', handler);
    },
    ready: async () => {},
    // One process hears everything it publishes, always.
    onHearing: () => {},
    ping: async () => {},
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

const CHANNEL = 'social:events';

/**
 * Several processes: every instance publishes to, and hears from, one Redis channel. An
 * instance hears its own events at once, as one process would, and ignores their echo: a
 * caller's next request already finds what its write changed, and an event Redis fails to
 * carry still reaches this instance's own streams and caches.
 */
export function redisBus(url: string, onError: (error: unknown) => void): EventBus {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  // Named, so that an operator (or a test) can tell this instance's subscription apart.
  const subscriber = new Redis(url, {
    connectionName: `social-events-${process.pid}-${randomBytes(3).toString('hex')}`,
  });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const handlers: ((event: StampedEvent) => void)[] = [];
  const deliver = (event: StampedEvent) => {
    for (const handler of handlers) handler(event);
  };
  /** Ids of this instance's events whose echo has not come back yet. */
  const echoes = new Set<string>();
  const hearing: ((hearing: boolean) => void)[] = [];
  const ready = subscriber.subscribe(CHANNEL);
  let heard = true;
  const setHearing = (now: boolean) => {
    if (now === heard) return;
    heard = now;
    for (const listener of hearing) listener(now);
  };
  subscriber.on('close', () => {
    // Nothing published from now until subscribed again comes back.
    echoes.clear();
    setHearing(false);
  });
  // Hearing resumes once the channel is subscribed again (subscribing twice is harmless),
  // not at the reconnection itself: messages before that would still be lost.
  subscriber.on('ready', () => {
    if (!heard) subscriber.subscribe(CHANNEL).then(() => setHearing(true), onError);
  });
  subscriber.on('message', (_channel, message) => {
    let event: StampedEvent;
    try {
      event = JSON.parse(message) as StampedEvent;
    } catch {
      return;
    }
    if (!echoes.delete(event.id)) deliver(event);
  });
  return {
    ping: async () => {
      await publisher.ping();
    },
    publish: async (event) => {
      const stamped = { ...event, id: newId() };
      deliver(stamped);
      echoes.add(stamped.id);
      try {
        await publisher.publish(CHANNEL, JSON.stringify(stamped));
      } catch (error) {
        echoes.delete(stamped.id);
        throw error;
      }
    },
    subscribe: (handler) => {
      handlers.push(handler);
    },
    ready: async () => {
      await ready;
    },
    onHearing: (listener) => {
      hearing.push(listener);
    },
    close: async () => {
      await ready.catch(() => {});
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
