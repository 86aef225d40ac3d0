/** Who is signed in, as the auth plugin (features/auth) found them from the request's token. */
export type Viewer = {
  userId: string;
  sessionId: string;
  /**
   * The account as the request's session read found it. Only for an answer built before its
   * write (a new post on PostgreSQL): rules such as who may write anonymously are still
   * checked where they are written down, against the database.
   */
  account: SignedInAccount;
  /**
   * Whether the viewer muted any word, as the session read found it: a list that hides most
   * posts from them reads at most a window of candidates a request (posts.repository.ts).
   */
  mutesWords: boolean;
  /**
   * How many people the viewer follows, as the session read found it: the Following feed of
   * someone who follows many looks through the newest posts first (feed.repository.ts).
   */
  followingCount: number;
};

export type SignedInAccount = {
  name: string;
  username: string;
  profilePic: string;
  mayPostAnonymously: boolean;
};
