import type { ServerResponse } from 'node:http';
import { isAnonymous } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { countUnread } from '../../db/notifications';
import { findMediaOfPosts } from '../../db/post-media';
import { mentionsForViewers } from '../../db/text-entities';
import type { EventBus, StampedEvent } from '../../lib/event-bus';
import { momentOfId } from '../../lib/ids';
import { toComment } from '../../views/comment.view';
import { toPost } from '../../views/post.view';
import { readStoredComment } from '../comments';
import { readRepost, readStoredPost } from '../posts';
import {
  commentAudience,
  followersAmong,
  namedAudience,
  postAudience,
  postReaders,
} from './audience.repository';

export type Client = { viewerId: string; sessionId: string; raw: ServerResponse };
type Outgoing = { name: string; data: unknown };

/** How much unsent data one slow client may hold before it is dropped. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** Events kept for clients that reconnect with Last-Event-ID. */
const REPLAY_EVENTS = 1000;
const REPLAY_MS = 5 * 60 * 1000;
const HEARTBEAT_MS = 25_000;

/**
 * This instance's open streams. Every bus event is shaped here, per viewer, by the same
 * serializers as the REST answers, and written only to those who may see it. Events are
 * handled one at a time, so each client receives them in order.
 */
export function createHub(db: Db, bus: EventBus, log: FastifyBaseLogger) {
  const clients = new Set<Client>();
  const recent: StampedEvent[] = [];
  let queue = Promise.resolve();

  const write = (client: Client, chunk: string) => {
    // A client that cannot keep up is dropped rather than buffered without bound.
    if (client.raw.writableLength > MAX_BUFFERED_BYTES) {
      log.info({ userId: client.viewerId }, 'dropping a slow event stream');
      end(client);
      return;
    }
    client.raw.write(chunk);
  };
  const send = (client: Client, id: string, { name, data }: Outgoing) =>
    write(client, `id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`);

  function end(client: Client) {
    if (!clients.delete(client)) return;
    client.raw.end();
  }

  /** What each of these viewers gets for one event; viewers missing from the map get nothing. */
  async function shape(event: StampedEvent, viewers: string[]): Promise<Map<string, Outgoing>> {
    const out = new Map<string, Outgoing>();
    switch (event.type) {
      case 'post.created':
      case 'post.updated':
      case 'post.counts': {
        const post = await readStoredPost(db, event.postId);
        if (!post) return out;
        // Whose Following tab a new post enters: never anyone's for an anonymous post, which
        // reaches everyone alike (rule 2).
        const following =
          event.type === 'post.created' && !isAnonymous(post)
            ? await followersAmong(db, post.author_id, viewers)
            : new Set<string>();
        const media = event.type === 'post.counts' ? new Map() : await findMediaOfPosts(db, [post]);
        const audience = await postAudience(db, post, viewers);
        // A counts event carries no text, so it needs no mentions.
        const readers = event.type === 'post.counts' ? [] : [...audience.keys()];
        const mentions = await mentionsForViewers(db, 'post', post, readers);
        for (const [viewer, hidden] of audience) {
          const shaped = toPost(
            { ...post, hidden_comments: hidden },
            viewer,
            media,
            mentions(viewer),
          );
          const data =
            event.type === 'post.counts'
              ? { _id: shaped._id, counts: shaped.counts }
              : event.type === 'post.created'
                ? { ...shaped, inFollowing: following.has(viewer) }
                : shaped;
          out.set(viewer, { name: event.type, data });
        }
        return out;
      }
      case 'post.reposted': {
        // To the sharer's followers who may see the post, as their Following feed shows it.
        const followers = await followersAmong(db, event.userId, viewers);
        const post = await readStoredPost(db, event.postId);
        const repost = await readRepost(db, event.repostId);
        if (!post || !repost || followers.size === 0) return out;
        const media = await findMediaOfPosts(db, [post]);
        const audience = await postAudience(db, post, [...followers]);
        const mentions = await mentionsForViewers(db, 'post', post, [...audience.keys()]);
        for (const [viewer, hidden] of audience) {
          const shaped = toPost(
            { ...post, ...repost, hidden_comments: hidden },
            viewer,
            media,
            mentions(viewer),
          );
          out.set(viewer, { name: event.type, data: shaped });
        }
        return out;
      }
      case 'post.unreposted': {
        // To the same audience as the repost: whose Following tab it may have entered. It
        // names the sharer, as the repost did, and nothing of the post but its id.
        const followers = await followersAmong(db, event.userId, viewers);
        const post = await readStoredPost(db, event.postId);
        if (!post || followers.size === 0) return out;
        const audience = await postAudience(db, post, [...followers]);
        for (const viewer of audience.keys())
          out.set(viewer, { name: event.type, data: { _id: event.postId, by: event.userId } });
        return out;
      }
      case 'post.deleted': {
        const told = event.namedBy
          ? await namedAudience(db, 'posts', event.namedBy, viewers)
          : viewers;
        for (const viewer of told)
          out.set(viewer, { name: event.type, data: { _id: event.postId } });
        return out;
      }
      case 'comment.created':
      case 'comment.counts': {
        const comment = await readStoredComment(db, event.commentId);
        const post = await readStoredPost(db, event.postId);
        if (!comment || !post) return out;
        const audience = await commentAudience(db, comment.id, viewers);
        const mentions = await mentionsForViewers(db, 'comment', comment, [...audience.keys()]);
        for (const [viewer, hidden] of audience) {
          const shaped = toComment(comment, viewer, mentions(viewer));
          const noMedia = new Map();
          const postCounts = toPost(
            { ...post, hidden_comments: hidden },
            viewer,
            noMedia,
            [],
          ).counts;
          const data =
            event.type === 'comment.counts'
              ? { _id: shaped._id, post: shaped.post, counts: shaped.counts }
              : { comment: shaped, postCounts };
          out.set(viewer, { name: event.type, data });
        }
        return out;
      }
      case 'comment.deleted': {
        // Those who may see the post and, unless a placeholder stays for everyone, could have
        // seen a named comment.
        const readers = await postReaders(db, event.postId, viewers);
        const writerShown =
          event.namedBy && !event.kept
            ? await namedAudience(db, 'comments', event.namedBy, readers)
            : undefined;
        for (const viewer of readers) {
          if (writerShown && !writerShown.has(viewer)) continue;
          out.set(viewer, {
            name: event.type,
            data: { _id: event.commentId, post: event.postId, kept: Boolean(event.kept) },
          });
        }
        return out;
      }
      case 'notification':
        if (viewers.includes(event.userId)) {
          out.set(event.userId, {
            name: 'notification',
            data: { unread: await countUnread(db, event.userId) },
          });
        }
        return out;
      case 'follow':
        for (const viewer of viewers.filter(
          (v) => v === event.followeeId || v === event.followerId,
        )) {
          out.set(viewer, {
            name: 'follow',
            data: { followerId: event.followerId, followeeId: event.followeeId },
          });
        }
        return out;
      default:
        return out;
    }
  }

  async function deliver(event: StampedEvent, targets: Iterable<Client>) {
    const list = [...targets];
    if (event.type === 'session.ended' || event.type === 'user.ended') {
      for (const client of list) {
        if (
          event.type === 'session.ended'
            ? client.sessionId === event.sessionId
            : client.viewerId === event.userId
        )
          end(client);
      }
      return;
    }
    const viewers = [...new Set(list.map((c) => c.viewerId))];
    if (viewers.length === 0) return;
    const shaped = await shape(event, viewers);
    for (const client of list) {
      const outgoing = shaped.get(client.viewerId);
      if (outgoing && !client.raw.writableEnded) send(client, event.id, outgoing);
    }
  }

  bus.subscribe((event) => {
    // For the servers' caches; nothing to show anyone.
    if (event.type === 'lists.changed') return;
    recent.push(event);
    const cutoff = Date.now() - REPLAY_MS;
    while (recent.length > REPLAY_EVENTS || (recent[0] && (momentOfId(recent[0].id) ?? 0) < cutoff))
      recent.shift();
    queue = queue
      .then(() => deliver(event, clients))
      .catch((error: unknown) =>
        log.error({ err: error, type: event.type }, 'event delivery failed'),
      );
  });

  const heartbeat = setInterval(() => {
    for (const client of clients) write(client, ': heartbeat\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    /** Opens a stream, first replaying what this client missed since Last-Event-ID. */
    async add(client: Client, lastEventId: string | undefined) {
      client.raw.write('retry: 1000\n\n');
      client.raw.on('close', () => clients.delete(client));
      // Queued behind the events in flight, so nothing slips between the replay and the live feed.
      const joined = queue.then(async () => {
        if (lastEventId) {
          for (const event of recent.filter((e) => e.id > lastEventId))
            await deliver(event, [client]);
        }
        if (!client.raw.destroyed) clients.add(client);
      });
      queue = joined.catch((error: unknown) => log.error({ err: error }, 'event replay failed'));
      await joined;
    },
    get size() {
      return clients.size;
    },
    closeAll() {
      clearInterval(heartbeat);
      for (const client of [...clients]) end(client);
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
