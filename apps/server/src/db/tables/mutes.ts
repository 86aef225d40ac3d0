/** Silent: the muted person is never told, and nothing they see changes. */
export interface MutesTable {
  muter_id: string;
  muted_id: string;
  created_at: string;
}

export interface MutedWordsTable {
  user_id: string;
  /** As the person typed it, for showing back. */
  word: string;
  /**
   * Lower-cased LIKE pattern with %, _ and \ escaped, matched against the content lower-cased
   * (db/case-folding.ts).
   */
  pattern: string;
  created_at: string;
}
