import { z } from 'zod';
import { idSchema } from './common';
import { limits } from './limits';
import { messages as m } from './messages';

/** An image as a post (or its uploader, before posting) shows it. */
export const postMediaSchema = z.object({
  _id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type PostMedia = z.infer<typeof postMediaSchema>;

export const mediaAltField = z.string().trim().max(limits.mediaAltMax, m.mediaAltTooLong);

/** The images a post is written or edited with: uploaded ids, in order, with their alt text. */
export const postMediaInputSchema = z
  .array(z.object({ _id: idSchema, alt: mediaAltField.default('') }))
  .max(limits.postMediaMax, m.mediaTooMany)
  .refine((items) => new Set(items.map((item) => item._id)).size === items.length, {
    message: m.mediaDuplicate,
  });
export type PostMediaInput = z.input<typeof postMediaInputSchema>;

export const mediaResultSchema = z.object({ media: postMediaSchema });
