import { z } from 'zod';
import { idSchema, isoDate, pageRequestSchema } from './common';
import { userSummarySchema } from './users';

export const notificationKinds = [
  'follow',
  'follow_request',
  'follow_accepted',
  'comment',
  'reply',
  'reaction',
  'mention',
  'removed',
  'anonymous_revoked',
] as const;

/** One line of the Notifications page: acts of one kind on one target, grouped. */
export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(notificationKinds),
  reaction: z.enum(['like', 'hug', 'share']).nullable(),
  /** Named actors, newest first, at most three; anonymous actors are only counted. */
  actors: z.array(userSummarySchema),
  actorCount: z.number().int(),
  text: z.string(),
  post: z.object({ _id: z.string(), excerpt: z.string() }).nullable(),
  commentId: z.string().nullable(),
  read: z.boolean(),
  created_at: isoDate,
});
export type Notification = z.infer<typeof notificationSchema>;

export const listNotificationsSchema = pageRequestSchema;
export const notificationsResultSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type NotificationsResult = z.infer<typeof notificationsResultSchema>;

/** Marks these notifications (by the ids listed) read, or all of them when no ids are sent. */
export const readNotificationsSchema = z
  .object({ ids: z.array(idSchema).max(100).optional() })
  .default({});
export const unreadResultSchema = z.object({ unread: z.number().int() });
