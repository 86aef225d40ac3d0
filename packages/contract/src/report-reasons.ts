/**
 * What can be reported and why, without zod: every post's menu offers a report, and the
 * schemas in moderation.ts would bring zod into the page for it.
 */
export const reportReasons = ['spam', 'harassment', 'hate', 'self-harm', 'other'] as const;
export const reportTargetKinds = ['post', 'comment', 'user'] as const;
export type ReportReason = (typeof reportReasons)[number];
export type ReportTargetKind = (typeof reportTargetKinds)[number];

/** The reasons as people read them, in the order the report form lists them. */
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  hate: 'Hate',
  'self-harm': 'Self-harm',
  other: 'Other',
};
