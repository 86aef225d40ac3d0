/**
 * Post images' limits and messages (PRODUCT.md §8) live here, and not in `limits.ts` and
 * `messages.ts`: those two load with every page, and the sign-in page's JavaScript budget has
 * no room for texts it never shows. Nor beside their schemas in media.ts: Home's cards read
 * the limits, and the schemas would bring zod into the page.
 */
export const mediaLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  /** The longest side of the stored image, and of its thumbnail. */
  fullSide: 2048,
  thumbSide: 400,
  perPost: 4,
  altMax: 1500,
} as const;

export const mediaMessages = {
  mediaUploaded: 'Image uploaded',
  mediaType: 'Image must be a PNG, JPEG, WebP or GIF',
  mediaTooLarge: `Image must be at most ${mediaLimits.maxBytes / (1024 * 1024)} MB`,
  mediaTooManyPixels: `Image must be at most ${mediaLimits.maxPixels / 1_000_000} megapixels`,
  mediaUnreadable: 'Image could not be read',
  mediaFileRequired: 'Choose an image to upload',
  mediaTooMany: `A post can have at most ${mediaLimits.perPost} images`,
  mediaAltTooLong: `Alt text must be at most ${mediaLimits.altMax} characters`,
  mediaDuplicate: 'The same image is attached twice',
  mediaUnavailable: 'This image cannot be attached: upload it again',
} as const;
