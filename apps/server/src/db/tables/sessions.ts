export interface SessionsTable {
  id: string;
  user_id: string;
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_agent: string;
  created_at: string;
  last_used_at: string;
  /** Sliding: pushed forward on use, so a session expires after SESSION_TTL_DAYS of disuse. */
  expires_at: string;
}
