/** What other features may use of comments: the cached threads, which live events update. */
export {
  appendCachedComment,
  removeCachedComment,
  updateCachedComment,
} from './api/comment-cache';
