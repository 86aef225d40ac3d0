import { type Migration, type MigrationProvider, PostgresAdapter, sql } from 'kysely';
import * as usersAndSessions from './20261122_0001_users_and_sessions';
import * as postsCommentsReactions from './20261122_0002_posts_comments_reactions';
import * as followsBlocks from './20261122_0003_follows_blocks';
import * as postSearch from './20261122_0004_post_search';
import * as notificationsEvents from './20261122_0005_notifications_events';
import * as accountSecurity from './20261122_0006_account_security';
import * as mutes from './20261122_0007_mutes';
import * as moderation from './20261122_0008_moderation';
import * as postsByAuthor from './20261123_0009_posts_by_author';
import * as unlinkableAnonymity from './20261123_0010_unlinkable_anonymity';
import * as peopleCount from './20261123_0011_people_count';
import * as anonymousFromStart from './20261124_0012_anonymous_from_start';
import * as peopleCounts from './20261124_0013_people_counts';
import * as mailSentAt from './20261125_0014_mail_sent_at';
import * as commentsByPostAuthor from './20261125_0015_comments_by_post_author';
import * as repostsAndReplies from './20261125_0016_reposts_and_replies';
import * as usersByFollowers from './20261125_0017_users_by_followers';
import * as tagsAndMentions from './20261125_0018_tags_and_mentions';
import * as media from './20261125_0019_media';
import * as backfillTagsAndMentions from './20261125_0020_backfill_tags_and_mentions';
import * as postsMediaCount from './20261126_0021_posts_media_count';
import * as postSearchByTime from './20261126_0022_post_search_by_time';
import * as idempotencyKeysByUserAndTime from './20261126_0023_idempotency_keys_by_user_and_time';
import * as expiryIndexes from './20261126_0024_expiry_indexes';
import * as postSearchMerges from './20261127_0025_post_search_merges';
import * as postSearchNewestFirst from './20261127_0026_post_search_newest_first';
import * as postSearchPendingList from './20261127_0027_post_search_pending_list';
import * as peopleSearch from './20261128_0028_people_search';
import * as mutesWordsFlag from './20261128_0029_mutes_words_flag';
import * as peopleSearchUnicodeCase from './20261129_0030_people_search_unicode_case';
import * as postSearchGrams from './20261129_0031_post_search_grams';
import * as postSearchGramsPostgres from './20261129_0032_post_search_grams_postgres';
import * as postSearchFolded from './20261129_0033_post_search_folded';
import * as finalSigma from './20261129_0034_final_sigma';

/** The explicit list of migrations, in order; a bundler can see every one of them. */
const migrations: Record<string, Migration> = {
  '20261122_0001_users_and_sessions': usersAndSessions,
  '20261122_0002_posts_comments_reactions': postsCommentsReactions,
  '20261122_0003_follows_blocks': followsBlocks,
  '20261122_0004_post_search': postSearch,
  '20261122_0005_notifications_events': notificationsEvents,
  '20261122_0006_account_security': accountSecurity,
  '20261122_0007_mutes': mutes,
  '20261122_0008_moderation': moderation,
  '20261123_0009_posts_by_author': postsByAuthor,
  '20261123_0010_unlinkable_anonymity': unlinkableAnonymity,
  '20261123_0011_people_count': peopleCount,
  '20261124_0012_anonymous_from_start': anonymousFromStart,
  '20261124_0013_people_counts': peopleCounts,
  '20261125_0014_mail_sent_at': mailSentAt,
  '20261125_0015_comments_by_post_author': commentsByPostAuthor,
  '20261125_0016_reposts_and_replies': repostsAndReplies,
  '20261125_0017_users_by_followers': usersByFollowers,
  '20261125_0018_tags_and_mentions': tagsAndMentions,
  '20261125_0019_media': media,
  '20261125_0020_backfill_tags_and_mentions': backfillTagsAndMentions,
  '20261126_0021_posts_media_count': postsMediaCount,
  '20261126_0022_post_search_by_time': postSearchByTime,
  '20261126_0023_idempotency_keys_by_user_and_time': idempotencyKeysByUserAndTime,
  '20261126_0024_expiry_indexes': expiryIndexes,
  '20261127_0025_post_search_merges': postSearchMerges,
  '20261127_0026_post_search_newest_first': postSearchNewestFirst,
  '20261127_0027_post_search_pending_list': postSearchPendingList,
  '20261128_0028_people_search': peopleSearch,
  '20261128_0029_mutes_words_flag': mutesWordsFlag,
  '20261129_0030_people_search_unicode_case': peopleSearchUnicodeCase,
  '20261129_0031_post_search_grams': postSearchGrams,
  '20261129_0032_post_search_grams_postgres': postSearchGramsPostgres,
  '20261129_0033_post_search_folded': postSearchFolded,
  '20261129_0034_final_sigma': finalSigma,
};

/**
 * Each migration runs, up and down, without the pool's statement timeout, meant for
 * requests: on a large database a migration that rewrites rows (0012 marks 150,000 of a
 * million posts) takes longer, and a cancelled migration stops the server from starting.
 * `set local` lasts for the migrations' transaction; SQLite has no statement timeout.
 */
export const withoutStatementTimeout = (migration: Migration): Migration => {
  const untimed =
    (step: Migration['up']): Migration['up'] =>
    async (db) => {
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`set local statement_timeout = 0`.execute(db);
      }
      await step(db);
    };
  // Down too: 0032's down builds the trigram index again, 10 s and more at a million posts.
  const { up, down } = migration;
  return { up: untimed(up), ...(down ? { down: untimed(down) } : {}) };
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () =>
    Object.fromEntries(
      Object.entries(migrations).map(([name, migration]) => [
        name,
        withoutStatementTimeout(migration),
      ]),
    ),
};
