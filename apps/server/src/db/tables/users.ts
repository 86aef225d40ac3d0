import type { Generated } from 'kysely';

/**
 * Flags are 0/1 integers and timestamps ISO-8601 text on both databases
 * (docs/decisions/0002-one-schema-two-databases.md).
 */
export interface UsersTable {
  id: string;
  name: string;
  username: string;
  /** Lower-cased username: uniqueness and look-ups ignore case. */
  username_key: string;
  email: string;
  email_key: string;
  phone: Generated<string>;
  password_hash: string;
  bio: Generated<string>;
  profile_pic: Generated<string>;
  is_private: Generated<number>;
  show_contact: Generated<number>;
  /** 'active', 'suspended', or 'deleted': a scrubbed row kept while anonymous pieces wait. */
  status: Generated<string>;
  /** 'member' or 'moderator'; the first account is a moderator. */
  role: Generated<string>;
  followers_count: Generated<number>;
  following_count: Generated<number>;
  /** Posts under the author's name only; anonymous posts never count here (rule 2). */
  posts_count: Generated<number>;
  /** Set when a moderator took away anonymous posting; seen by nobody but the owner. */
  anonymous_revoked_at: string | null;
  /** 1 while the account mutes any word: lists then read a window a page (migration 0029). */
  mutes_words: Generated<number>;
  last_login_at: string | null;
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
}

/** How many accounts each status holds, kept by triggers on `users` (migration 0013). */
export interface PeopleCountsTable {
  status: string;
  total: number;
}
