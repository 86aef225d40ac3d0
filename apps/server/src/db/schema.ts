import type {
  CommentReactionsTable,
  CommentsTable,
  ThreadPseudonymsTable,
} from './tables/comments';
import type { BlocksTable, FollowsTable } from './tables/follows';
import type { IdempotencyKeysTable } from './tables/idempotency-keys';
import type { MediaTable } from './tables/media';
import type { AnonymousRemovalsTable, ModerationLogTable, ReportsTable } from './tables/moderation';
import type { MutedWordsTable, MutesTable } from './tables/mutes';
import type { EventTicketsTable, NotificationsTable } from './tables/notifications';
import type { OneTimeTokensTable } from './tables/one-time-tokens';
import type { PostReactionsTable, PostsTable, RepostsTable, SavesTable } from './tables/posts';
import type { SessionsTable } from './tables/sessions';
import type {
  CommentMentionsTable,
  PostMentionsTable,
  PostTagsTable,
} from './tables/text-entities';
import type { PeopleCountsTable, UsersTable } from './tables/users';

export interface Database {
  users: UsersTable;
  people_counts: PeopleCountsTable;
  sessions: SessionsTable;
  posts: PostsTable;
  post_reactions: PostReactionsTable;
  reposts: RepostsTable;
  saves: SavesTable;
  comments: CommentsTable;
  comment_reactions: CommentReactionsTable;
  thread_pseudonyms: ThreadPseudonymsTable;
  idempotency_keys: IdempotencyKeysTable;
  follows: FollowsTable;
  blocks: BlocksTable;
  notifications: NotificationsTable;
  event_tickets: EventTicketsTable;
  one_time_tokens: OneTimeTokensTable;
  mutes: MutesTable;
  muted_words: MutedWordsTable;
  reports: ReportsTable;
  moderation_log: ModerationLogTable;
  anonymous_removals: AnonymousRemovalsTable;
  media: MediaTable;
  post_tags: PostTagsTable;
  post_mentions: PostMentionsTable;
  comment_mentions: CommentMentionsTable;
}
