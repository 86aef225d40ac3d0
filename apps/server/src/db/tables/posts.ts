export interface PostsTable {
  id: string;
  author_id: string;
  content: string;
  /** 'private' = anonymous: the author is known to the server and shown to nobody else. */
  visibility: 'public' | 'private';
  edited: number;
  likes_count: number;
  hugs_count: number;
  shares_count: number;
  comments_count: number;
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
