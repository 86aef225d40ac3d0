import type { SessionsTable } from './tables/sessions';
import type { UsersTable } from './tables/users';

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
}
