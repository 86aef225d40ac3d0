import { type Comment, isAnonymous, tagsIn, type UserSummary } from '@app/contract';
import type { Selectable } from 'kysely';
import type { CommentsTable } from '../db/tables/comments';
import { type AuthorColumns, authorFor } from './user.view';

/** A comment as the repositories read it: its row, its author, its post's author, own marks. */
export type CommentRow = Selectable<CommentsTable> &
  AuthorColumns & {
    post_author_id: string;
    liked: unknown;
    hugged: unknown;
    /** Replies counted in `reply_count` that this viewer may not see (db/visibility.ts). */
    hidden_replies?: number | string;
  };

/**
 * The one place a comment leaves the server; an anonymous author goes only to themself. A
 * '[deleted]' placeholder carries no content, author or pseudonym, to anyone.
 */
export function toComment(
  row: Omit<CommentRow, 'post_author_id'>,
  viewerId: string,
  mentions: UserSummary[],
): Comment {
  const deleted = row.deleted === 1;
  const isMine = !deleted && row.author_id === viewerId;
  return {
    _id: row.id,
    post: row.post_id,
    content: deleted ? '' : row.content,
    visibility: row.visibility,
    created_at: row.created_at,
    author: deleted ? null : authorFor(row, viewerId),
    pseudonym: !deleted && isAnonymous(row) ? (row.pseudonym ?? 'Anonymous') : null,
    parent: row.parent_id,
    replyCount: row.reply_count - Number(row.hidden_replies ?? 0),
    deleted,
    isMine,
    counts: { likes: row.likes_count, hugs: row.hugs_count },
    viewer: { liked: Boolean(row.liked), hugged: Boolean(row.hugged) },
    mentions: deleted ? [] : mentions,
    tags: deleted ? [] : tagsIn(row.content),
  };
}
