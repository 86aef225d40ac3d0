import { z } from 'zod';
import { idSchema } from './common';
import { mediaLimits, mediaMessages } from './media-limits';

export { mediaLimits, mediaMessages } from './media-limits';

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

export const mediaAltField = z
  .string()
  .trim()
  .max(mediaLimits.altMax, mediaMessages.mediaAltTooLong);

/** The images a post is written or edited with: uploaded ids, in order, with their alt text. */
export const postMediaInputSchema = z
  .array(z.object({ _id: idSchema, alt: mediaAltField.default('') }))
  .max(mediaLimits.perPost, mediaMessages.mediaTooMany)
  .refine((items) => new Set(items.map((item) => item._id)).size === items.length, {
    message: mediaMessages.mediaDuplicate,
  });
export type PostMediaInput = z.input<typeof postMediaInputSchema>;

export const mediaResultSchema = z.object({ media: postMediaSchema });
