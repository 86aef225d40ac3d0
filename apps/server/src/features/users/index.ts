/** What other features may use of users (moderation shows the account it acts on). */
export { findUserFor } from './users.repository';
