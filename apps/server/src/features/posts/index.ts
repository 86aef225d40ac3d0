/**
 * What other features may use of posts: finding a post as a viewer sees it or as stored (for
 * realtime events), and removing one.
 */
export { deletePost, findVisiblePost, readStoredPost } from './posts.repository';
