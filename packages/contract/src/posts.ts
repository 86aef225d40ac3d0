import { z } from 'zod';
import { idSchema, isoDate, pageRequestSchema } from './common';
import { limits } from './limits';
import { postMediaInputSchema, postMediaSchema } from './media';
import { messages as m } from './messages';
import { tagField } from './tags';
import { userSummarySchema } from './users';
import { visibilities } from './visibility';

export { isAnonymous, type Visibility, visibilities } from './visibility';

export const visibilitySchema = z.enum(visibilities, { error: m.visibilityInvalid });

export const postContentField = z
  .string({ error: m.contentRequired })
  .trim()
  .min(1, m.contentRequired)
  .max(limits.postMax, m.contentTooLong);

/** Content may be empty on a post with at least one image (PRODUCT.md §8). */
const postTextField = z
  .string({ error: m.contentRequired })
  .trim()
  .max(limits.postMax, m.contentTooLong);

export const newPostSchema = z
  .object({
    content: postTextField,
    visibility: visibilitySchema.default('public'),
    media: postMediaInputSchema.default([]),
  })
  .refine((post) => post.content.length > 0 || post.media.length > 0, {
    message: m.contentRequired,
    path: ['content'],
  });
export type NewPostInput = z.input<typeof newPostSchema>;

/**
 * `media`, when given, is the post's whole new list of images (kept, re-described, added).
 * Whether an edit leaves the post empty depends on what is stored, so the server checks it
 * too; here only what the request alone shows.
 */
export const updatePostSchema = z
  .object({
    content: postTextField.optional(),
    visibility: visibilitySchema.optional(),
    media: postMediaInputSchema.optional(),
  })
  .refine((post) => post.content !== '' || post.media === undefined || post.media.length > 0, {
    message: m.contentRequired,
    path: ['content'],
  });
export type UpdatePostInput = z.input<typeof updatePostSchema>;

export const postCountsSchema = z.object({
  likes: z.number().int(),
  hugs: z.number().int(),
  shares: z.number().int(),
  comments: z.number().int(),
});
export const postViewerSchema = z.object({
  liked: z.boolean(),
  hugged: z.boolean(),
  shared: z.boolean(),
  saved: z.boolean(),
});

export const postSchema = z.object({
  _id: z.string(),
  content: z.string(),
  visibility: visibilitySchema,
  created_at: isoDate,
  updated_at: isoDate,
  edited: z.boolean(),
  /** Null when the post is anonymous and the viewer is not its author. */
  author: userSummarySchema.nullable(),
  isMine: z.boolean(),
  counts: postCountsSchema,
  viewer: postViewerSchema,
  /** The post's images in order, each with its size so that a card keeps its place. */
  media: z.array(postMediaSchema),
  /**
   * On a Following feed or profile item that a repost put there: who shared it (never the
   * post's anonymous author as such: the sharer is named for sharing) and when. Null elsewhere.
   */
  repostedBy: userSummarySchema.nullable(),
  repostedAt: isoDate.nullable(),
  /** The accounts the text mentions that this viewer may see, in the order first mentioned. */
  mentions: z.array(userSummarySchema),
  /** The text's tags, lower case, each once. */
  tags: z.array(z.string()),
});
export type Post = z.infer<typeof postSchema>;
export type PostCounts = z.infer<typeof postCountsSchema>;
export type PostViewer = z.infer<typeof postViewerSchema>;

/**
 * The longest post search, and its message. Beside the schema, as tags' texts are (tags.ts),
 * not in limits.ts and messages.ts: those load with the sign-in page, which has no search box.
 */
export const postSearchMax = 200;
export const postSearchMessages = {
  searchTooLong: `Search must be at most ${postSearchMax} characters`,
} as const;

export const listPostsSchema = pageRequestSchema.extend({
  filters: z
    .object({
      author: idSchema.optional(),
      search: z.string().trim().max(postSearchMax, postSearchMessages.searchTooLong).optional(),
      feed: z.enum(['all', 'following']).optional(),
      /** Posts with this tag ('garden' or '#Garden'), newest first. */
      tag: tagField.optional(),
    })
    .default({}),
});
export type ListPostsInput = z.input<typeof listPostsSchema>;
export type ListPostsQuery = z.infer<typeof listPostsSchema>;

export const postListResultSchema = z.object({
  postList: z.array(postSchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type PostListResult = z.infer<typeof postListResultSchema>;

export const popularPostsSchema = pageRequestSchema.extend({
  window: z.literal('today').default('today'),
  filter: z.enum(['all', 'following']).default('all'),
});
export type PopularPostsInput = z.input<typeof popularPostsSchema>;

export const postReactionKinds = ['like', 'hug', 'share'] as const;
export type PostReactionKind = (typeof postReactionKinds)[number];
export const reactToPostSchema = z.object({
  kind: z.enum(postReactionKinds, { error: m.reactionInvalid }),
  active: z.boolean().optional(),
});
export const reactionResultSchema = z.object({
  counts: postCountsSchema,
  viewer: postViewerSchema,
});
export type PostReactionResult = z.infer<typeof reactionResultSchema>;

export const saveSchema = z.object({ active: z.boolean().optional() }).default({});
export const saveResultSchema = z.object({ saved: z.boolean() });

export const postIdParamsSchema = z.object({ id: idSchema });
export const postResultSchema = z.object({ post: postSchema });
export const savedPostsSchema = pageRequestSchema;
