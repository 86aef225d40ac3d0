export type NotificationKind =
  | 'follow'
  | 'follow_request'
  | 'follow_accepted'
  | 'comment'
  | 'reply'
  | 'reaction'
  | 'removed'
  | 'anonymous_revoked';

export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: NotificationKind;
  /** Null when the actor acted anonymously (an anonymous comment): never stored, never shown. */
  actor_id: string | null;
  /** For an anonymous reply: its pseudonym in the thread ('Anonymous 2'), shown instead. */
  actor_pseudonym: string | null;
  post_id: string | null;
  comment_id: string | null;
  /** For reactions: 'like', 'hug' or 'share'. */
  reaction: string | null;
  /** Notifications of one kind on one target group together ("Ann and 3 others liked…"). */
  group_key: string;
  read_at: string | null;
  created_at: string;
}

/** Single-use tickets that let a browser's EventSource open a stream without a token in the URL. */
export interface EventTicketsTable {
  ticket_hash: string;
  session_id: string;
  user_id: string;
  expires_at: string;
}
