import { z } from 'zod';
import { idSchema, isoDate } from './common';
import { limits } from './limits';
import { messages as m } from './messages';
import { reportReasons, reportTargetKinds } from './report-reasons';

export {
  type ReportReason,
  type ReportTargetKind,
  reportReasonLabels,
  reportReasons,
  reportTargetKinds,
} from './report-reasons';

export const newReportSchema = z.object({
  targetKind: z.enum(reportTargetKinds, { error: m.reportTargetInvalid }),
  targetId: idSchema,
  reason: z.enum(reportReasons, { error: m.reportReasonInvalid }),
  note: z.string().trim().max(limits.reportNoteMax, m.reportNoteTooLong).default(''),
});
export type NewReportInput = z.input<typeof newReportSchema>;

export const moderationTargetSchema = z.object({
  targetKind: z.enum(reportTargetKinds, { error: m.reportTargetInvalid }),
  targetId: idSchema,
});

/** A reported target as moderators see it: the content, never an anonymous author. */
export const reportedTargetSchema = z.object({
  kind: z.enum(reportTargetKinds),
  _id: z.string(),
  /** The post's or comment's text, or the account's name for a user. */
  content: z.string(),
  anonymous: z.boolean(),
  /** Null for anonymous content: moderators act without learning who wrote it. */
  author: z.object({ _id: z.string(), name: z.string(), username: z.string() }).nullable(),
  authorSuspended: z.boolean(),
  exists: z.boolean(),
  /** For a comment, the post it is on (a comment has no page of its own); null otherwise. */
  postId: z.string().nullable(),
});

export const reportGroupSchema = z.object({
  target: reportedTargetSchema,
  reports: z.array(
    z.object({
      _id: z.string(),
      reason: z.enum(reportReasons),
      note: z.string(),
      created_at: isoDate,
    }),
  ),
  count: z.number().int(),
  latest: isoDate,
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;
export const reportQueueSchema = z.object({ groups: z.array(reportGroupSchema) });

export const moderationLogEntrySchema = z.object({
  _id: z.string(),
  moderator: z.object({ _id: z.string(), name: z.string() }),
  action: z.enum(['dismiss', 'remove', 'revoke_anonymous', 'suspend', 'unsuspend']),
  targetKind: z.enum(reportTargetKinds),
  targetId: z.string(),
  created_at: isoDate,
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;
export const moderationLogSchema = z.object({ entries: z.array(moderationLogEntrySchema) });
export type ModerationAction = ModerationLogEntry['action'];
