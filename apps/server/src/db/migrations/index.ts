import type { Migration, MigrationProvider } from 'kysely';
import * as usersAndSessions from './20261122_0001_users_and_sessions';

/** The explicit list of migrations, in order; a bundler can see every one of them. */
const migrations: Record<string, Migration> = {
  '20261122_0001_users_and_sessions': usersAndSessions,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
