/**
 * What other features may use of posts: finding a post as a viewer sees it or as stored (for
 * realtime events), and removing one with its author's count.
 */

export { readRepost } from './feed.repository';
export {
  adjustPostsCount,
  deletePost,
  findVisiblePost,
  readStoredPost,
} from './posts.repository';
