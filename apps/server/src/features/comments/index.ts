/** What other features may use of comments (moderation removes them). */
export { adjustCommentsCount, deleteComment, findVisibleComment } from './comments.repository';
