/**
 * Profile pictures' limits and messages live together here, as post images' do in
 * media-limits.ts: messages.ts loads with every page, and the sign-in page's budget has no
 * room for them; users.ts's schemas would bring zod to the pages that only read them.
 */
export const pictureLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
  sizes: [400, 96],
} as const;

export const pictureMessages = {
  pictureType: 'Profile picture must be a PNG or JPEG image',
  pictureTooLarge: `Profile picture must be at most ${pictureLimits.maxBytes / (1024 * 1024)} MB`,
  pictureTooManyPixels: `Profile picture must be at most ${pictureLimits.maxPixels / 1_000_000} megapixels`,
  pictureUnreadable: 'Profile picture could not be read',
} as const;
