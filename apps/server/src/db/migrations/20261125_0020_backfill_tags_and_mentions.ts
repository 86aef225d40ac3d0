import { mentionedUsernames } from '@app/contract';
import type { Kysely } from 'kysely';
import { findMentionableAccounts, postEntityRows } from '../text-entity-rows';

/**
 * Tags and mentions of the posts written before 0018, which gave them only to posts written
 * or edited after it: without them an older post is missing from its tags' pages and shows
 * its mentions as plain text. The rows are derived as a write derives them
 * (text-entity-rows.ts): tags with the post's creation time and trending's person, mentions
 * of active accounts only, anonymous posts' included. Rows already there are kept, so posts
 * written since, or a second run, gain nothing twice. Nobody is notified: these mentions are
 * old news, and a notice now would date them wrongly.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await backfillPostEntities(db, 2000);
}

/** The rows stay: they are what the posts' text says, as rows written since are. */
export async function down(): Promise<void> {}

type Tables = {
  posts: {
    id: string;
    author_id: string;
    content: string;
    visibility: 'public' | 'private';
    created_at: string;
  };
  post_tags: { post_id: string; tag: string; person: string; created_at: string };
  post_mentions: { post_id: string; user_id: string };
};

// Under SQLite's 32,766 bound parameters per statement, four to a tag row.
const PER_STATEMENT = 1000;

function* chunks<T>(items: readonly T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += PER_STATEMENT) yield items.slice(i, i + PER_STATEMENT);
}

/** Posts in keyset batches by id, so that memory stays flat whatever their number. */
export async function backfillPostEntities(db: Kysely<unknown>, batch: number): Promise<void> {
  const source = db as unknown as Kysely<Tables>;
  let after = '';
  for (;;) {
    const posts = await source
      .selectFrom('posts')
      .select(['id', 'author_id', 'content', 'visibility', 'created_at'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(batch)
      .execute();
    const last = posts.at(-1);
    if (!last) return;
    const accounts = new Map<string, string>();
    const names = new Set(posts.flatMap((post) => mentionedUsernames(post.content)));
    for (const some of chunks([...names]))
      for (const [name, id] of await findMentionableAccounts(db, some)) accounts.set(name, id);
    const rows = posts.map((post) => postEntityRows(post, accounts));
    for (const some of chunks(rows.flatMap((row) => row.tags)))
      await source
        .insertInto('post_tags')
        .values(some)
        .onConflict((oc) => oc.columns(['post_id', 'tag']).doNothing())
        .execute();
    for (const some of chunks(rows.flatMap((row) => row.mentions)))
      await source
        .insertInto('post_mentions')
        .values(some)
        .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
        .execute();
    after = last.id;
  }
}
