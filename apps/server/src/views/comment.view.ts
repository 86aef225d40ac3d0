import type { Comment } from '@app/contract';
import { isAnonymous } from '@app/contract';
import { authorFor } from './user.view';

export type CommentRow = {
  id: string;
  post_id: string;
  author_id: string;
  content: string;
  visibility: 'public' | 'private';
  likes_count: number;
  hugs_count: number;
  created_at: string;
  author_name: string;
  author_username: string;
  author_profile_pic: string;
  post_author_id: string;
  /** Fixed when the comment was written (rule 12); null for a named comment. */
  pseudonym: string | null;
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
    isMine,
    counts: { likes: row.likes_count, hugs: row.hugs_count },
    viewer: { liked: Boolean(row.liked), hugged: Boolean(row.hugged) },
  };
}
