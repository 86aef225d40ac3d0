/**
 * What other features may use of posts: finding a post as a viewer sees it or as stored (for
 * realtime events), and deleting posts (with their images) and adjusting their author's count.
 */

export { deleteOnePost, deletePosts } from './delete-posts';
export { readRepost } from './feed.repository';
export { adjustPostsCount, findVisiblePost, readStoredPost } from './posts.repository';
