import type { Comment } from '@app/contract';
import { isAnonymous } from '@app/contract';
import type { Selectable } from 'kysely';
import type { CommentsTable } from '../db/tables/comments';
import { type AuthorColumns, authorFor } from './user.view';

/** A comment as the repositories read it: its row, its author, its post's author, own marks. */
export type CommentRow = Selectable<CommentsTable> &
  AuthorColumns & {
    post_author_id: string;
    liked: unknown;
    hugged: unknown;
  };

/** The one place a comment leaves the server; an anonymous author goes only to themself. */
export function toComment(row: CommentRow, viewerId: string): Comment {
  const isMine = row.author_id === viewerId;
  return {
    _id: row.id,
    post: row.post_id,
    content: row.content,
    visibility: row.visibility,
    created_at: row.created_at,
    author: authorFor(row, viewerId),
    pseudonym: isAnonymous(row) ? (row.pseudonym ?? 'Anonymous') : null,
    parent: null,
    replyCount: 0,
    deleted: false,
    isMine,
    counts: { likes: row.likes_count, hugs: row.hugs_count },
    viewer: { liked: Boolean(row.liked), hugged: Boolean(row.hugged) },
  };
}
