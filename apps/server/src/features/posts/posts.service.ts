import {
  isAnonymous,
  type ListPostsQuery,
  mentionedUsernames,
  messages,
  type Post,
  type PostListResult,
  type PostReactionKind,
  type PostReactionResult,
  tagsIn,
  type UpdatePostInput,
  type Visibility,
} from '@app/contract';
import { assertMayPostAnonymously } from '../../db/anonymous-posting';
import { type Db, type DbKind, kindOf } from '../../db/database';
import { goneAsNotFound } from '../../db/errors';
import { type Answer, claimWithAnswer, once } from '../../db/idempotency';
import { notify } from '../../db/notifications';
import {
  decodeCursor,
  encodeCursor,
  finishPage,
  finishRankedPage,
  pageOf,
  rankedPageOf,
} from '../../db/pagination';
import { findMediaOfPosts } from '../../db/post-media';
import { setMark, toggled } from '../../db/reactions';
import { mentionsFor, whoMaySeePost, writePostEntities } from '../../db/text-entities';
import { nowIso } from '../../lib/clock';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { postDeleted } from '../../lib/event-bus';
import { idAt, newId } from '../../lib/ids';
import type { MediaStorage } from '../../lib/media-storage';
import type { PendingEvents } from '../../lib/pending-events';
import { ok } from '../../lib/reply';
import type { Viewer } from '../../lib/viewer';
import { type PostRow, toPost } from '../../views/post.view';
import { removingImagesOnCommit, setPostMedia } from '../media';
import { deleteOnePost } from './delete-posts';
import { deleteRepost, insertRepost, listFeed } from './feed.repository';
import { listPopular } from './popular.repository';
import {
  adjustPostsCount,
  findVisiblePost,
  holdOwnPost,
  insertNewPost,
  insertNewPostWithKey,
  type ListedPosts,
  listPosts,
  type NewPostValues,
  newPostAsWritten,
  updatePost,
} from './posts.repository';
import {
  counterOf,
  markOf,
  type Reacted,
  reactedPost,
  reactInOneStatement,
} from './reactions.repository';
import { listSavedPosts } from './saves.repository';

async function visiblePost(db: Db, viewerId: string, postId: string): Promise<PostRow> {
  const row = await findVisiblePost(db, viewerId, postId);
  if (!row) throw notFound(messages.postNotFound);
  return row;
}

/**
 * Posts shaped for the viewer, with all their images, and the accounts they mention that
 * the viewer may see, read in one query each.
 */
async function toPosts(db: Db, rows: readonly PostRow[], viewerId: string): Promise<Post[]> {
  const media = await findMediaOfPosts(db, rows);
  const mentions = await mentionsFor(db, viewerId, 'post', rows);
  return rows.map((row) => toPost(row, viewerId, media, mentions.get(row.id) ?? []));
}

async function shapedPost(db: Db, viewerId: string, postId: string): Promise<Post> {
  const [post] = await toPosts(db, [await visiblePost(db, viewerId, postId)], viewerId);
  if (!post) throw notFound(messages.postNotFound);
  return post;
}

/**
 * Tags and mentions follow the text; the people newly mentioned in named writing hear of it
 * ('X mentioned you'). Anonymous writing never notifies: the notice would carry its author,
 * or, actorless, tell the mentioned person that someone who knows them wrote it (§8).
 */
async function writeEntities(
  trx: Db,
  post: Parameters<typeof writePostEntities>[1],
  written: Parameters<typeof writePostEntities>[2],
  pendingEvents: PendingEvents,
) {
  const mentioned = await writePostEntities(trx, post, written);
  if (isAnonymous(post)) return;
  const now = nowIso();
  for (const userId of await whoMaySeePost(trx, post.id, mentioned)) {
    const notice = { userId, kind: 'mention' as const, actorId: post.author_id, postId: post.id };
    if (await notify(trx, notice, now)) pendingEvents.push({ type: 'notification', userId });
  }
}

async function ownPost(
  db: Db,
  viewerId: string,
  postId: string,
  refusal: string,
): Promise<PostRow> {
  const row = await visiblePost(db, viewerId, postId);
  if (row.author_id !== viewerId) throw forbidden(refusal);
  return row;
}

type NewPostInput = {
  content: string;
  visibility: Visibility;
  media: { _id: string; alt: string }[];
};

/** A new post's own values, whichever way it is written. */
const newPostValues = (viewerId: string, input: NewPostInput, now: string): NewPostValues => ({
  id: newId(),
  author_id: viewerId,
  content: input.content,
  visibility: input.visibility,
  anonymous_from_start: isAnonymous(input) ? 1 : 0,
  created_at: now,
  updated_at: now,
});

const postCreated = (post: Post): Answer => ({
  status: 201,
  body: ok(messages.postCreated, { post }),
});

/**
 * A new post, written once per Idempotency-Key and answered as its author sees it. On
 * PostgreSQL a post with neither images nor mentions is written in one statement together
 * with its key (`insertNewPostWithKey`): its answer is known before it is written, since
 * nobody has marked or commented on it yet and its author's name came with the session.
 * Whatever else a post may need (images to attach, people to tell, a retry or a reused key
 * to answer, anonymous writing taken away) goes through `once` and `createPost`.
 */
export async function publishPost(
  db: Db,
  viewer: Viewer,
  input: NewPostInput,
  key: string | undefined,
  pendingEvents: PendingEvents,
): Promise<Answer> {
  const idempotency = { key, body: input, userId: viewer.userId, route: 'post/new', now: nowIso() };
  const named = !isAnonymous(input);
  if (
    kindOf(db) === 'postgres' &&
    input.media.length === 0 &&
    mentionedUsernames(input.content).length === 0 &&
    (named || viewer.account.mayPostAnonymously)
  ) {
    const post = newPostValues(viewer.userId, input, idempotency.now);
    const row = newPostAsWritten(post, viewer.account);
    const answer = postCreated(toPost(row, viewer.userId, new Map(), []));
    const claim = claimWithAnswer(idempotency, answer);
    if (await insertNewPostWithKey(db, post, tagsIn(post.content), claim)) {
      pendingEvents.push({ type: 'post.created', postId: post.id });
      return answer;
    }
  }
  return once(db, idempotency, async (trx) =>
    postCreated(await createPost(trx, viewer.userId, input, pendingEvents)),
  );
}

export async function createPost(
  trx: Db,
  viewerId: string,
  input: NewPostInput,
  pendingEvents: PendingEvents,
) {
  if (isAnonymous(input)) await assertMayPostAnonymously(trx, viewerId);
  const post = newPostValues(viewerId, input, nowIso());
  const row = await insertNewPost(trx, post, !isAnonymous(input));
  if (input.media.length > 0) await setPostMedia(trx, viewerId, post.id, input.media);
  await writeEntities(trx, post, 'new', pendingEvents);
  pendingEvents.push({ type: 'post.created', postId: post.id });
  // Images are read back with their ids and sizes; a post without them is as it was written.
  if (input.media.length > 0) return shapedPost(trx, viewerId, post.id);
  const [shaped] = await toPosts(trx, [row], viewerId);
  return shaped as Post;
}

type PageInput = { pageNum: number; pageSize: number; cursor?: string | null | undefined };

/** The id a keyset page starts below; none for a first page or a ranked search. */
export function pageBefore(input: ListPostsQuery): string | undefined {
  return input.cursor && !input.filters.search ? decodeCursor(input.cursor, ['id']).id : undefined;
}

export async function listPostsFor(
  db: Db,
  kind: DbKind,
  viewer: Pick<Viewer, 'userId' | 'mutesWords' | 'followingCount'>,
  input: ListPostsQuery,
): Promise<PostListResult> {
  const viewerId = viewer.userId;
  const search = input.filters.search || undefined;
  const page = search ? rankedPageOf(input) : pageOf(input);
  const beforeId = pageBefore(input);
  const { author } = input.filters;
  const followingOnly = input.filters.feed === 'following';
  // The Following feed and profiles carry reposts, keyed by when each entered the list.
  const listed: ListedPosts & { rows: (PostRow & { feed_id?: string })[] } =
    !search && !input.filters.tag && followingOnly !== Boolean(author)
      ? await listFeed(db, kind, viewer, author ? { author } : { following: true }, beforeId, page)
      : await listPosts(
          db,
          kind,
          viewer,
          { author, search, followingOnly, tag: input.filters.tag, beforeId },
          page,
        );
  const { rows, readTo } = listed;
  const { items, hasMore, nextCursor } = search
    ? finishRankedPage(rows, page)
    : finishPage(rows, page.limit, (row) => ({ id: row.feed_id ?? row.id }));
  // A page read from a window that ended before it filled: more lie below the window.
  const more =
    !hasMore && readTo ? { hasMore: true, nextCursor: encodeCursor({ id: readTo }) } : {};
  return { postList: await toPosts(db, items, viewerId), hasMore, nextCursor, ...more };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listPopularToday(
  db: Db,
  viewer: Pick<Viewer, 'userId' | 'followingCount'>,
  input: PageInput & { filter: 'all' | 'following' },
): Promise<PostListResult> {
  const viewerId = viewer.userId;
  const page = rankedPageOf(input);
  const sinceMs = Date.now() - DAY_MS;
  // Ids carry their creation time; a minute's margin covers clocks of other instances.
  const window = { since: new Date(sinceMs).toISOString(), sinceId: idAt(sinceMs - 60_000) };
  const rows = await listPopular(
    db,
    viewerId,
    {
      ...window,
      followingOnly: input.filter === 'following',
      followingCount: viewer.followingCount,
    },
    page,
  );
  const { items, hasMore, nextCursor } = finishRankedPage(rows, page);
  return { postList: await toPosts(db, items, viewerId), hasMore, nextCursor };
}

export async function getPost(db: Db, viewerId: string, postId: string): Promise<Post> {
  return shapedPost(db, viewerId, postId);
}

export async function editPost(
  db: Db,
  storage: MediaStorage,
  viewerId: string,
  postId: string,
  changes: UpdatePostInput,
  pendingEvents: PendingEvents,
) {
  // A dropped image's files go only once the rows are gone for good: a failed edit keeps
  // every image it had.
  return removingImagesOnCommit(db, storage, async (trx, dropped) => {
    await holdOwnPost(trx, viewerId, postId);
    const row = await ownPost(trx, viewerId, postId, messages.onlyEditOwnPosts);
    // Once anonymous, always anonymous (rule 4): naming it again would tie the author to
    // everything anyone saw, and to the comments they wrote as 'Anonymous (author)'.
    if (isAnonymous(row) && changes.visibility === 'public')
      throw conflict(messages.anonymousStaysAnonymous);
    const visibility = changes.visibility ?? row.visibility;
    const content = changes.content ?? row.content;
    if (visibility === 'private' && !isAnonymous(row))
      await assertMayPostAnonymously(trx, viewerId);
    if (visibility !== row.visibility) {
      await adjustPostsCount(trx, viewerId, visibility === 'public' ? 1 : -1);
    }
    let mediaChanged = false;
    if (changes.media) {
      const items = changes.media.map((item) => ({ _id: item._id, alt: item.alt ?? '' }));
      dropped.push(...(await setPostMedia(trx, viewerId, postId, items)));
      mediaChanged = true;
    }
    // Text may be empty only beside an image (PRODUCT.md §8).
    const images = changes.media ? changes.media.length : Number(row.media_count);
    if (content === '' && images === 0)
      throw badRequest(messages.contentRequired, [
        { path: 'content', message: messages.contentRequired },
      ]);
    if (visibility !== row.visibility || content !== row.content || mediaChanged) {
      await updatePost(trx, postId, { content, visibility, edited: 1, updated_at: nowIso() });
      // Edited text replaces the tags and mentions; a post turned anonymous stops counting
      // as its author's in trending.
      await writeEntities(
        trx,
        { id: postId, author_id: viewerId, content, visibility, created_at: row.created_at },
        'edited',
        pendingEvents,
      );
      pendingEvents.push({ type: 'post.updated', postId });
    }
    return shapedPost(trx, viewerId, postId);
  });
}

export async function removePost(
  db: Db,
  storage: MediaStorage,
  viewerId: string,
  postId: string,
  pendingEvents: PendingEvents,
): Promise<void> {
  await removingImagesOnCommit(db, storage, async (trx, dropped) => {
    await holdOwnPost(trx, viewerId, postId);
    const row = await ownPost(trx, viewerId, postId, messages.onlyDeleteOwnPosts);
    if (!(await deleteOnePost(trx, row, dropped))) throw notFound(messages.postNotFound);
    pendingEvents.push(postDeleted(row));
  });
}

export async function reactToPost(
  db: Db,
  viewerId: string,
  postId: string,
  kind: PostReactionKind,
  active: boolean | undefined,
  pendingEvents: PendingEvents,
): Promise<PostReactionResult> {
  const input = { viewerId, postId, kind, active };
  const reacted = await (kindOf(db) === 'postgres'
    ? reactInOneStatement(db, input, { noticeId: newId(), repostId: newId() }, nowIso())
    : db.transaction().execute((trx) => reactStepByStep(trx, input))
  ).catch(goneAsNotFound(messages.postNotFound));
  if (!reacted) throw notFound(messages.postNotFound);
  if (reacted.changed) {
    pendingEvents.push({ type: 'post.counts', postId });
    if (kind === 'share') {
      pendingEvents.push(
        reacted.repostId
          ? { type: 'post.reposted', postId, repostId: reacted.repostId, userId: viewerId }
          : { type: 'post.unreposted', postId, userId: viewerId },
      );
    }
    if (reacted.notified)
      pendingEvents.push({ type: 'notification', userId: reacted.post.author_id });
  }
  const { counts, viewer } = toPost(reacted.post, viewerId, new Map(), []);
  return { counts, viewer };
}

/** SQLite, where statements cost no round trip: the same steps as `reactInOneStatement`. */
async function reactStepByStep(
  trx: Db,
  input: { viewerId: string; postId: string; kind: PostReactionKind; active?: boolean | undefined },
): Promise<Reacted> {
  const { viewerId, postId, kind } = input;
  const post = await visiblePost(trx, viewerId, postId);
  const now = nowIso();
  const mark = await setMark(
    trx,
    {
      table: 'post_reactions',
      key: { post_id: postId, user_id: viewerId, kind },
      counter: { table: 'posts', column: counterOf[kind], id: postId },
    },
    toggled(input.active, post[markOf[kind]]),
    now,
  );
  let repostId: string | undefined;
  let notified = false;
  if (mark.changed) {
    if (kind === 'share' && mark.active) {
      repostId = newId();
      await insertRepost(trx, {
        id: repostId,
        user_id: viewerId,
        post_id: postId,
        created_at: now,
      });
    } else if (kind === 'share') {
      await deleteRepost(trx, viewerId, postId);
    }
    const notice = { userId: post.author_id, kind: 'reaction' as const, actorId: viewerId, postId };
    notified = mark.active && (await notify(trx, { ...notice, reaction: kind }, now));
  }
  return {
    post: reactedPost(post, kind, mark.active, mark.counted as PostRow | undefined),
    active: mark.active,
    changed: mark.changed,
    notified,
    repostId,
  };
}

export async function savePost(
  db: Db,
  viewerId: string,
  postId: string,
  active: boolean | undefined,
) {
  return db
    .transaction()
    .execute(async (trx) => {
      const post = await visiblePost(trx, viewerId, postId);
      const saved = await setMark(
        trx,
        { table: 'saves', key: { user_id: viewerId, post_id: postId } },
        toggled(active, post.saved),
        nowIso(),
      );
      return { saved: saved.active };
    })
    .catch(goneAsNotFound(messages.postNotFound));
}

export async function listSaved(
  db: Db,
  viewerId: string,
  input: { pageNum: number; pageSize: number; cursor?: string | null | undefined },
): Promise<PostListResult> {
  const page = pageOf(input);
  const after = input.cursor ? decodeCursor(input.cursor, ['savedAt', 'id']) : undefined;
  const rows = await listSavedPosts(db, viewerId, after, page);
  const { items, hasMore, nextCursor } = finishPage(rows, page.limit, (row) => ({
    savedAt: row.saved_at,
    id: row.id,
  }));
  return { postList: await toPosts(db, items, viewerId), hasMore, nextCursor };
}
