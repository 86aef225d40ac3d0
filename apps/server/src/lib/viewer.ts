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
};

export type SignedInAccount = {
  name: string;
  username: string;
  profilePic: string;
  mayPostAnonymously: boolean;
};
