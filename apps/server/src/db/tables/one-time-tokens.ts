/** Single-use tokens sent by e-mail (password reset, e-mail verification); stored hashed. */
export interface OneTimeTokensTable {
  token_hash: string;
  user_id: string;
  purpose: 'reset' | 'verify';
  expires_at: string;
  used_at: string | null;
  /** '' for links made before mails were counted. */
  created_at: string;
}
