import { isAnonymous, mentionedUsernames, tagsIn, type Visibility } from '@app/contract';
import { type QueryExecutorProvider, sql } from 'kysely';

/**
 * The rows a post's text gives (PRODUCT.md §8), derived in one place for the two that write
 * them: a post's write or edit (text-entities.ts) and migration 0020, which fills them in for
 * posts written before the tables existed. Nothing here takes the app's database type, so that
 * a migration may call it.
 */

export type PostText = {
  id: string;
  author_id: string;
  content: string;
  visibility: Visibility;
  created_at: string;
};

/** Active accounts' ids by lower-case username. */
export type MentionableAccounts = ReadonlyMap<string, string>;

/**
 * The accounts these lower-case usernames name: unknown names and closed accounts (suspended,
 * deleted, a departed account's nameless holder) are plain text.
 */
export async function findMentionableAccounts(
  db: QueryExecutorProvider,
  names: readonly string[],
  options: { hold?: boolean } = {},
): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  // Plain SQL over the columns it needs, so that callers with any schema type may pass theirs.
  // `hold` (PostgreSQL, in a transaction) keeps the accounts found until it ends: an account
  // being deleted is waited for and then left out, instead of found and then referred to
  // after it went (a foreign-key failure).
  const { rows } = await sql<{ id: string; username_key: string }>`
    select id, username_key from users
    where status = 'active' and username_key in (${sql.join(names)})
    ${options.hold ? sql`for key share` : sql``}`.execute(db);
  return new Map(rows.map((row) => [row.username_key, row.id]));
}

/** A post's `post_tags` and `post_mentions` rows; mentions in the order the text names them. */
export function postEntityRows(post: PostText, accounts: MentionableAccounts) {
  // An anonymous post is a person of its own for trending: never its author (record 0012).
  const person = isAnonymous(post) ? `post:${post.id}` : post.author_id;
  const tags = tagsIn(post.content).map((tag) => ({
    post_id: post.id,
    tag,
    person,
    created_at: post.created_at,
  }));
  const mentions = mentionedUsernames(post.content).flatMap((name) => {
    const userId = accounts.get(name);
    return userId === undefined ? [] : [{ post_id: post.id, user_id: userId }];
  });
  return { tags, mentions };
}
