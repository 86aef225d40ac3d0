export type ReportTargetKind = 'post' | 'comment' | 'user';

export interface ReportsTable {
  id: string;
  reporter_id: string;
  target_kind: ReportTargetKind;
  target_id: string;
  reason: string;
  note: string;
  status: 'open' | 'dismissed' | 'actioned';
  created_at: string;
  resolved_at: string | null;
}

/** Who did what, and when. Targets are ids of content or accounts, never an anonymous author's. */
export interface ModerationLogTable {
  id: string;
  moderator_id: string;
  action: 'dismiss' | 'remove' | 'revoke_anonymous' | 'suspend' | 'unsuspend';
  target_kind: ReportTargetKind;
  target_id: string;
  created_at: string;
}

/** A deleted account's anonymous post or comment, and the random moment it goes (rule 14). */
export interface AnonymousRemovalsTable {
  id: string;
  target_kind: 'post' | 'comment';
  target_id: string;
  due_at: string;
}
