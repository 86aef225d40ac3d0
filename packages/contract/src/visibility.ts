/**
 * What a post's visibility is and means, without zod: Home's cards ask `isAnonymous` of every
 * post, and the schemas in posts.ts would bring zod (about 25 KB compressed) and the build of
 * every post schema into the page for it.
 */

/** 'private' means the author is shown as Anonymous (the seed's word, kept on the wire). */
export const visibilities = ['public', 'private'] as const;
export type Visibility = (typeof visibilities)[number];

/**
 * Whether a post or comment is anonymous. The wire keeps the seed's word, 'private', which
 * reads like a private account's posts; code asks this instead.
 */
export const isAnonymous = (item: { visibility: Visibility }): boolean =>
  item.visibility === 'private';
