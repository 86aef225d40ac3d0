import { z } from 'zod';
import { idSchema, isoDate, pageRequestSchema } from './common';
import { limits } from './limits';
import { messages as m } from './messages';
import { visibilitySchema } from './posts';
import { userSummarySchema } from './users';

export const commentContentField = z
  .string({ error: m.commentRequired })
  .trim()
  .min(1, m.commentRequired)
  .max(limits.commentMax, m.commentTooLong);

/**
 * The seed's payload. `author`, `likes` and `is_deleted` are accepted for the seed's client
 * and ignored: the token decides who comments, and the server owns the rest.
 */
export const newCommentSchema = z.object({
  comment: z.object({
    content: commentContentField,
    post: idSchema,
    /** A comment of the same post that this one answers. */
    parent: idSchema.nullish(),
    visibility: visibilitySchema.default('public'),
    author: z.unknown().optional(),
    likes: z.unknown().optional(),
    is_deleted: z.unknown().optional(),
  }),
});
export type NewCommentInput = z.input<typeof newCommentSchema>;

export const commentCountsSchema = z.object({ likes: z.number().int(), hugs: z.number().int() });
export const commentViewerSchema = z.object({ liked: z.boolean(), hugged: z.boolean() });

export const commentSchema = z.object({
  _id: z.string(),
  post: z.string(),
  content: z.string(),
  visibility: visibilitySchema,
  created_at: isoDate,
  author: userSummarySchema.nullable(),
  /** 'Anonymous 1', 'Anonymous 2'… within one thread, or 'Anonymous (author)'; null when named. */
  pseudonym: z.string().nullable(),
  /** The comment this one answers, or null for a top-level comment. */
  parent: z.string().nullable(),
  /** Replies to this comment (a '[deleted]' one that has replies of its own among them). */
  replyCount: z.number().int(),
  /** Deleted while it had replies: kept as a '[deleted]' placeholder with no content or author. */
  deleted: z.boolean(),
  isMine: z.boolean(),
  counts: commentCountsSchema,
  viewer: commentViewerSchema,
});
export type Comment = z.infer<typeof commentSchema>;

export const listCommentsSchema = pageRequestSchema.extend({
  /** Without `parent`, the top-level comments; with it, the replies to that comment. */
  filters: z.object({ post: idSchema, parent: idSchema.optional() }),
});
export type ListCommentsInput = z.input<typeof listCommentsSchema>;
export type ListCommentsQuery = z.infer<typeof listCommentsSchema>;

export const commentListResultSchema = z.object({
  commentList: z.array(commentSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type CommentListResult = z.infer<typeof commentListResultSchema>;

export const commentReactionKinds = ['like', 'hug'] as const;
export const reactToCommentSchema = z.object({
  kind: z.enum(commentReactionKinds, { error: m.reactionInvalid }),
  active: z.boolean().optional(),
});
export const commentReactionResultSchema = z.object({
  counts: commentCountsSchema,
  viewer: commentViewerSchema,
});
export type CommentReactionResult = z.infer<typeof commentReactionResultSchema>;

export const commentIdParamsSchema = z.object({ id: idSchema });
export const commentResultSchema = z.object({ comment: commentSchema });
