import type { SuccessEnvelope } from '@app/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { answerSerializer } from '../../../lib/answer-serializer';
import type { BusEvent } from '../../../lib/event-bus';
import { newId } from '../../../lib/ids';
import { ListCache, type ListDependencies } from './list-cache';

declare module 'fastify' {
  interface FastifyInstance {
    listCache: ListCache;
  }
  interface FastifyContextConfig {
    /**
     * What a successful call may change in the post lists people see, for the list cache:
     * - 'nothing': a change that no post list shows (reads sent as POST say `readOnly`);
     * - 'viewer': only what the caller sees (their mutes, saves, follows);
     * - 'posts': told post by post on the event bus (new posts, reactions, comments);
     * - 'everything': anything anyone sees (a block, a privacy setting, an edit, a removal).
     * Every write route says which (the route-table test holds them to it); one that did not
     * would count as 'everything': cache hits lost, never a stale answer.
     */
    listChanges?: 'nothing' | 'viewer' | 'posts' | 'everything';
  }
}

/** What each event makes cached lists forget, on the instance that wrote and on the others. */
function hearListEvent(cache: ListCache, event: BusEvent) {
  switch (event.type) {
    case 'post.created':
      return cache.newPost(event.postId);
    // A repost enters lists at its own id, newer than every page after a cursor.
    case 'post.reposted':
      return cache.newRepostEntry(event.repostId);
    // Undone, it may give back an older entry of its post, never older than the post itself:
    // as a post arriving late at that id, it outdates first pages and those below it only.
    case 'post.unreposted':
      cache.postChanged(event.postId);
      return cache.newRepostEntry(event.postId);
    case 'post.counts':
    case 'comment.created':
    case 'comment.deleted':
      return cache.postChanged(event.postId);
    // An edit may make a post named or anonymous: who may see it changes, not only the post.
    case 'post.updated':
    case 'post.deleted':
    case 'user.ended':
      return cache.everythingChanged();
    case 'lists.changed':
      return event.userId ? cache.viewerChanged(event.userId) : cache.everythingChanged();
    default:
      return undefined;
  }
}

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

export const listCachePlugin = fp<{ maxBytes: number }>(
  async (app, { maxBytes }) => {
    const cache = new ListCache({ maxBytes, maxAgeMs: 60_000, newestPostId: newId() });
    app.decorate('listCache', cache);
    app.bus.subscribe((event) => hearListEvent(cache, event));
    app.bus.onHearing((hearing) => {
      cache.setHearing(hearing);
      app.log.warn(
        hearing
          ? 'hearing other instances again: cached lists start over'
          : 'not hearing other instances: cached lists are off until it does',
      );
    });

    // onSend runs after the handler committed and before the caller hears back, so the
    // caller's next read already misses what the call changed.
    app.addHook('onSend', async (request, reply) => {
      const { listChanges: declared, readOnly } = request.routeOptions.config ?? {};
      if (reads.has(request.method) || readOnly || declared === 'nothing' || request.turnedAway)
        return;
      if (reply.statusCode >= 400 && reply.statusCode < 500) return;
      // A route that failed may have committed without telling the bus what it wrote.
      const changes = reply.statusCode >= 500 ? undefined : declared;
      if (changes === 'posts') return;
      // Without a viewer to name, everything: the safe side.
      const userId = changes === 'viewer' ? request.viewerIfAny?.userId : undefined;
      const event: BusEvent = userId
        ? { type: 'lists.changed', userId }
        : { type: 'lists.changed' };
      try {
        await app.bus.publish(event);
      } catch (error) {
        // This instance heard it; other instances' entries still die within a minute.
        app.log.warn({ err: error }, 'could not tell other instances to forget cached lists');
      }
    });
  },
  { name: 'list-cache', dependencies: ['events'] },
);

/**
 * A list route's answer from the cache, or else computed, serialized as the route's schema
 * would, kept and sent. The request key is the validated body, so equal requests share it.
 */
export function cachedList<S extends z.ZodType>(schema: S) {
  const serialize = answerSerializer(schema);
  return async (
    app: FastifyInstance,
    reply: FastifyReply,
    viewerId: string,
    requestBody: unknown,
    compute: () => Promise<{ answer: SuccessEnvelope<unknown>; deps: ListDependencies }>,
  ) => {
    const cache = app.listCache;
    const key = JSON.stringify(requestBody);
    let body = cache.get(viewerId, key);
    if (body === undefined) {
      const ticket = cache.ticket();
      const { answer, deps } = await compute();
      body = serialize(answer);
      cache.put(ticket, viewerId, key, body, deps);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  };
}
