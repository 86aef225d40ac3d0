import type { ExpressionBuilder } from 'kysely';
import type { Database } from './schema';

type PostsWithAuthor = Database & { author: Database['users'] };

/**
 * Which posts a viewer may see, as a WHERE clause over `posts` joined with its `author`.
 * Every read of posts and comments goes through this one rule.
 * - Anonymous posts reach everyone alike, whatever their author's settings: a difference
 *   would fingerprint the author (rules 2 and 3).
 * - Identified posts of a private account reach only the owner (and, with follows, accepted
 *   followers: rule 5).
 * - Suspended authors' content is hidden, anonymous or not.
 */
export function postVisibleTo(viewerId: string) {
  return (eb: ExpressionBuilder<PostsWithAuthor, 'posts' | 'author'>) =>
    eb.and([
      eb('author.status', '=', 'active'),
      eb.or([
        eb('posts.visibility', '=', 'private'),
        eb('author.is_private', '=', 0),
        eb('posts.author_id', '=', viewerId),
      ]),
    ]);
}
