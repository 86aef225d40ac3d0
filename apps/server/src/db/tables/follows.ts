export interface FollowsTable {
  follower_id: string;
  followee_id: string;
  /** 'pending' is a request to a private account, waiting for its owner. */
  status: 'accepted' | 'pending';
  created_at: string;
}

/** Private: a block is known to the blocker alone (unlike Bluesky's public blocks). */
export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}
