import type { Generated } from 'kysely';

export interface CommentsTable {
  id: string;
  post_id: string;
  author_id: string;
  content: string;
  visibility: 'public' | 'private';
  /** 'Anonymous 2' or 'Anonymous (author)', fixed when written (rule 12); null when named. */
  pseudonym: string | null;
  likes_count: Generated<number>;
  hugs_count: Generated<number>;
  /** The comment of the same post this one answers; null for a top-level comment. */
  parent_id: string | null;
  /** Replies under it (a '[deleted]' one with replies of its own among them). */
  reply_count: Generated<number>;
  /** 1: deleted while it had replies, kept as a placeholder with no content. */
  deleted: Generated<number>;
  created_at: string;
}

export interface CommentReactionsTable {
  comment_id: string;
  user_id: string;
  kind: 'like' | 'hug';
  created_at: string;
}

/**
 * Each anonymous commenter's number within one thread, given in order of their first
 * anonymous comment there. Numbers depend only on that thread, so the same person's
 * pseudonyms in two threads cannot be linked.
 */
export interface ThreadPseudonymsTable {
  post_id: string;
  user_id: string;
  number: number;
}
