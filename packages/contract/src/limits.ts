/** Limits and constants from the contract (PRODUCT.md) and the seed's section 9. */
export const limits = {
  nameMax: 50,
  usernameMin: 2,
  usernameMax: 30,
  emailMax: 254,
  phoneMin: 10,
  phoneMax: 20,
  passwordMin: 8,
  passwordMax: 128,
  bioMax: 300,
  postMax: 2000,
  commentMax: 1000,
  reportNoteMax: 500,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /**
   * How many rows a page may skip: by its number, or down a ranked list (search, Popular
   * Today). Skipped rows are read and checked all the same, so one request for page 10,000
   * kept a database busy for seconds; later pages of a timeline follow its cursor instead.
   */
  pageOffsetMax: 1000,
  jsonBodyBytes: 64 * 1024,
  mutedWordMax: 50,
  /** How many words one account may mute. */
  mutedWordsMax: 200,
  /** Verification and reset mails to one address (PRODUCT.md §9). */
  mailsPerMinute: 1,
  mailsPerDay: 5,
  /** Characters in a tag, without its '#' (PRODUCT.md §8). */
  tagMax: 64,
} as const;
