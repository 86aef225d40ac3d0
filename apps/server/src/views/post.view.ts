import { type Post, type PostMedia, tagsIn, type UserSummary } from '@app/contract';
import type { Selectable } from 'kysely';
import type { MediaByPost, MediaRow } from '../db/post-media';
import type { PostsTable } from '../db/tables/posts';
import { mediaUrlOf } from '../lib/media-storage';
import { type AuthorColumns, authorFor, toUserSummary } from './user.view';

/**
 * An image as its post shows it. The URLs carry only the random storage keys: nothing of the
 * uploader or the moment, which is what keeps an anonymous post's images authorless.
 */
export function toPostMedia(row: MediaRow): PostMedia {
  return {
    _id: row.id,
    url: mediaUrlOf(row.file_key),
    thumbUrl: mediaUrlOf(row.thumb_key),
    width: row.width,
    height: row.height,
    alt: row.alt,
  };
}

/** A post as the repositories read it: its row, its author, and the viewer's own marks. */
export type PostRow = Selectable<PostsTable> &
  AuthorColumns & {
    /** Comments counted in `comments_count` that this viewer may not see (db/visibility.ts). */
    hidden_comments: number | string;
    liked: unknown;
    hugged: unknown;
    shared: unknown;
    saved: unknown;
  } & Partial<RepostColumns>;

/** On a Following-feed or profile item that a repost put there: who shared it, and when. */
export type RepostColumns = {
  reposter_id: string | null;
  reposter_name: string | null;
  reposter_username: string | null;
  reposter_profile_pic: string | null;
  reposted_at: string | null;
};

/** The sharer a repost names: only ever the sharer, whoever wrote the post (§7). */
function repostedBy(row: Partial<RepostColumns>) {
  if (!row.reposter_id || row.reposter_name == null || row.reposter_username == null) return null;
  return toUserSummary({
    id: row.reposter_id,
    name: row.reposter_name,
    username: row.reposter_username,
    profile_pic: row.reposter_profile_pic ?? '',
  });
}

/** The comment total this viewer is shown: the thread's own count. */
export const visibleComments = (row: Pick<PostRow, 'comments_count' | 'hidden_comments'>) =>
  row.comments_count - Number(row.hidden_comments);

/**
 * The one place a post leaves the server. An anonymous post's author goes only to its
 * author: everyone else gets null, with no id, name, username or picture (rule 1).
 * `mentions` are the accounts the text names that this viewer may see (db/text-entities.ts
 * loads them for a whole page at once).
 */
export function toPost(
  row: PostRow,
  viewerId: string,
  media: MediaByPost,
  mentions: UserSummary[],
): Post {
  const isMine = row.author_id === viewerId;
  return {
    _id: row.id,
    content: row.content,
    visibility: row.visibility,
    created_at: row.created_at,
    updated_at: row.updated_at,
    edited: row.edited === 1,
    author: authorFor(row, viewerId),
    isMine,
    counts: {
      likes: row.likes_count,
      hugs: row.hugs_count,
      shares: row.shares_count,
      comments: visibleComments(row),
    },
    viewer: {
      liked: Boolean(row.liked),
      hugged: Boolean(row.hugged),
      shared: Boolean(row.shared),
      saved: Boolean(row.saved),
    },
    media: (media.get(row.id) ?? []).map(toPostMedia),
    repostedBy: repostedBy(row),
    repostedAt: (row.reposter_id && row.reposted_at) || null,
    mentions,
    tags: tagsIn(row.content),
  };
}
