/**
 * What posts' and comments' text names (PRODUCT.md §8), written with the text and replaced
 * when it is edited: tags to list and rank posts by, mentions to show and notify.
 */
export interface PostTagsTable {
  post_id: string;
  /** Lower case, as the contract's parser gives it. */
  tag: string;
  /**
   * Who counts as having used the tag, for trending: the author's id for a named post, the
   * post's own id for an anonymous one, so that an anonymous post is one person of its own
   * and never tied to its author (decision record 0012).
   */
  person: string;
  /** The post's creation time: trending looks at the last 24 hours of posts. */
  created_at: string;
}

export interface PostMentionsTable {
  post_id: string;
  user_id: string;
}

export interface CommentMentionsTable {
  comment_id: string;
  user_id: string;
}
