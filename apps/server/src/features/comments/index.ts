/** What other features may use of comments (moderation removes them; events read them). */
export {
  adjustCommentsCount,
  deleteComment,
  findVisibleComment,
  readStoredComment,
} from './comments.repository';
