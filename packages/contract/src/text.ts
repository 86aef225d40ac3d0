/**
 * Text is any Unicode a person typed, except the NUL character and unpaired surrogates
 * (PRODUCT.md §9): PostgreSQL cannot store NUL, and a lone surrogate is no character at all.
 * Without the `u` flag the pattern sees UTF-16 code units, so it can tell a lone half apart.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this pattern refuses.
const DISALLOWED = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const EVERY_DISALLOWED = new RegExp(DISALLOWED.source, 'g');

export const hasDisallowedCharacters = (text: string): boolean => DISALLOWED.test(text);

/** For search terms, which simply drop what text may not hold. */
export const withoutDisallowedCharacters = (text: string): string =>
  text.replace(EVERY_DISALLOWED, '');
