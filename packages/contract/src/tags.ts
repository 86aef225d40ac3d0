import { z } from 'zod';
import { limits } from './limits';
import { isValidTag, normalizeTag } from './text-entities';

/**
 * Kept here rather than in messages.ts: that module is in the sign-in page's bundle, whose
 * JavaScript budget has no room for texts only signed-in screens use.
 */
export const tagMessages = {
  tagInvalid: `Tag must be letters, digits or _ (at most ${limits.tagMax}), not only digits`,
  trendingTags: 'Trending tags',
};

/** A tag as a filter takes it: with or without its '#', any case; stored lower case. */
export const tagField = z
  .string()
  .trim()
  .transform((tag) => tag.replace(/^#/, ''))
  .refine(isValidTag, tagMessages.tagInvalid)
  .transform(normalizeTag);

export const trendingTagSchema = z.object({
  tag: z.string(),
  /** Posts with the tag in the window. */
  posts: z.number().int(),
  /** Different people who used it; each anonymous post counts as one person of its own. */
  people: z.number().int(),
});
export type TrendingTag = z.infer<typeof trendingTagSchema>;

export const trendingTagsResultSchema = z.object({ tags: z.array(trendingTagSchema) });
export type TrendingTagsResult = z.infer<typeof trendingTagsResultSchema>;
