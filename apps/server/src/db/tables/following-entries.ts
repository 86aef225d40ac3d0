/**
 * Each person's Following feed written ahead (migration 0028): one row per named post or
 * repost that may show there, kept by triggers. Candidates only: a page still checks each.
 */
export interface FollowingEntriesTable {
  viewer_id: string;
  /** The post's id for a named post, the repost's id for a repost: both time-ordered. */
  entry_id: string;
  /** 1 when `entry_id` names a repost. */
  repost: number;
}
