/** What other features may use of auth: who is signed in, and their right to post anonymously. */
export { noteAnonymousPostingRevoked, useCanPostAnonymously } from './api/anonymous-posting';
export { useCurrentUserId } from './api/current-user-id';
export type { CurrentUser } from './api/get-current-user';
