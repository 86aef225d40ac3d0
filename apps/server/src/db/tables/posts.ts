import type { Generated } from 'kysely';

export interface PostsTable {
  id: string;
  author_id: string;
  content: string;
  /** 'private' = anonymous: the author is known to the server and shown to nobody else. */
  visibility: 'public' | 'private';
  edited: Generated<number>;
  /** 1 when written anonymous: only then is its author 'Anonymous (author)' in its thread. */
  anonymous_from_start: Generated<number>;
  likes_count: Generated<number>;
  hugs_count: Generated<number>;
  shares_count: Generated<number>;
  comments_count: Generated<number>;
  /** How many images it has (media rows), so that lists read images only where there are some. */
  media_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface PostReactionsTable {
  post_id: string;
  user_id: string;
  kind: 'like' | 'hug' | 'share';
  created_at: string;
}

export interface SavesTable {
  user_id: string;
  post_id: string;
  created_at: string;
}

/** A share as it enters the sharer's followers' feeds; `id` is time-ordered like post ids. */
export interface RepostsTable {
  id: string;
  user_id: string;
  post_id: string;
  created_at: string;
}
