import type { Comment } from '@app/contract';
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
  post_visibility: 'public' | 'private';
  pseudonym_number: number | null;
  liked: unknown;
  hugged: unknown;
};

/**
 * An anonymous voice is named only within its thread. The post's anonymous author is
 * 'Anonymous (author)'; but on a public post the author gets a number like anyone else,
 * since '(author)' there would name them.
 */
function pseudonymOf(row: CommentRow): string | null {
  if (row.visibility !== 'private') return null;
  if (row.post_visibility === 'private' && row.author_id === row.post_author_id)
    return 'Anonymous (author)';
  return `Anonymous ${row.pseudonym_number ?? ''}`.trim();
}

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
    pseudonym: pseudonymOf(row),
    isMine,
    counts: { likes: row.likes_count, hugs: row.hugs_count },
    viewer: { liked: Boolean(row.liked), hugged: Boolean(row.hugged) },
  };
}
