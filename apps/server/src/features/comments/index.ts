/** What other features may use of comments (moderation removes them; events read them). */
export {
  findVisibleComment,
  readStoredComment,
  removeFromThread,
} from './comments.repository';
