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
  phone: string;
  password_hash: string;
  bio: string;
  profile_pic: string;
  is_private: number;
  show_contact: number;
  status: string;
  followers_count: number;
  following_count: number;
  /** Posts under the author's name only; anonymous posts never count here (rule 2). */
  posts_count: number;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}
